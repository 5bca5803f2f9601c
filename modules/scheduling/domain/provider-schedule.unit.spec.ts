import { describe, expect, it } from 'vitest'
import { checkSchedule, weekOf } from './provider-schedule.js'
import { checkBookableSlot, parseClinicDate, slotsOfDay, weeklySlots, type ProviderSchedule } from './slots.js'

const zone = 'Asia/Jakarta'
const clinicSlots = ['09:00', '10:30', '14:00', '15:30', '16:00']
// 2026-11-20 (a Friday) 23:30 WIB: "today" in the clinic is the 20th, tomorrow the 21st (Saturday)
const now = new Date('2026-11-20T16:30:00Z')
const rules = { clinicSlots, zone, now }

const stored = (weekly: Record<number, string[]>, daysOff: ProviderSchedule['daysOff'] = []): ProviderSchedule => ({
  weekly,
  legacySlots: null,
  daysOff,
})

describe('weekly schedule', () => {
  it('a stored week replaces the seed value; slots in the clinic order; dropped clinic slots are ignored', () => {
    const s: ProviderSchedule = { weekly: { 1: ['14:00', '09:00', '11:00'] }, legacySlots: ['16:00'], daysOff: [] }
    expect(weeklySlots(s, 1, clinicSlots)).toEqual(['09:00', '14:00'])
    expect(weeklySlots(s, 2, clinicSlots)).toEqual([])
    // an admin adds 11:00: a stored 11:00 becomes offered
    expect(weeklySlots(s, 1, [...clinicSlots, '11:00'].sort())).toEqual(['09:00', '11:00', '14:00'])
  })

  it('without a stored week the seed value applies (today’s behaviour)', () => {
    const seeded: ProviderSchedule = { weekly: null, legacySlots: { senin: ['09:00'] }, daysOff: [] }
    expect(weeklySlots(seeded, 1, clinicSlots)).toEqual(['09:00'])
    expect(weekOf(seeded, clinicSlots)).toEqual({ 1: ['09:00'], 2: [], 3: [], 4: [], 5: [], 6: [], 7: [] })
    expect(weekOf({ weekly: null, legacySlots: null, daysOff: [] }, clinicSlots)['7']).toEqual(clinicSlots)
  })
})

describe('checkSchedule', () => {
  it('accepts clinic slots and days off from today on; normalises, dedupes and sorts', () => {
    const r = checkSchedule(
      {
        weekly: { 1: ['14:00', '09:00', '09:00'], 3: [] },
        daysOff: [{ date: '2026-12-01', reason: '  Cuti  ' }, { date: '2026-11-20' }],
      },
      rules
    )
    expect(r).toEqual({
      ok: true,
      weekly: { 1: ['09:00', '14:00'], 2: [], 3: [], 4: [], 5: [], 6: [], 7: [] },
      daysOff: [
        { date: '2026-11-20', reason: null },
        { date: '2026-12-01', reason: 'Cuti' },
      ],
    })
  })

  it('names every bad field: a time that is not a clinic slot, a past, impossible, far or repeated date', () => {
    const r = checkSchedule(
      {
        weekly: { 2: ['09:00', '08:00'], 5: ['10:31'] },
        daysOff: [
          { date: '2026-11-19' },
          { date: '2026-02-30' },
          { date: '2028-01-01' },
          { date: '2026-12-01' },
          { date: '2026-12-01' },
        ],
      },
      rules
    )
    expect(r.ok).toBe(false)
    if (r.ok) return
    expect(r.errors.map((e) => [e.field, e.message])).toEqual([
      ['weekly.2.1', 'scheduling.schedule_not_a_slot'],
      ['weekly.5.0', 'scheduling.schedule_not_a_slot'],
      ['daysOff.0.date', 'scheduling.day_off_in_past'],
      ['daysOff.1.date', 'scheduling.invalid_date'],
      ['daysOff.2.date', 'scheduling.too_far_ahead'],
      ['daysOff.4.date', 'scheduling.day_off_twice'],
    ])
  })

  it('"today" is the clinic zone’s: 23:30 WIB on the 20th is still the 20th', () => {
    expect(checkSchedule({ weekly: {}, daysOff: [{ date: '2026-11-20' }] }, rules).ok).toBe(true)
    // in Makassar (UTC+8) it is already 00:30 on the 21st
    expect(checkSchedule({ weekly: {}, daysOff: [{ date: '2026-11-20' }] }, { ...rules, zone: 'Asia/Makassar' }).ok).toBe(false)
  })
})

describe('booking against the schedule', () => {
  const monday = new Date('2026-11-23T02:00:00Z') // 09:00 WIB
  const clinic = { zone, clinicSlots }

  it('offers and accepts only the weekly slots', () => {
    const s = stored({ 1: ['09:00'] })
    expect(checkBookableSlot(monday, now, clinic, s).ok).toBe(true)
    expect(checkBookableSlot(new Date('2026-11-23T07:00:00Z'), now, clinic, s)).toMatchObject({
      message: 'scheduling.provider_off_duty',
    })
    const day = slotsOfDay(parseClinicDate('2026-11-23', zone)!, s, clinicSlots, now, new Set())
    expect(day.map((x) => x.time)).toEqual(['09:00'])
  })

  it('a day off refuses every slot of that day and offers none', () => {
    const s = stored({ 1: clinicSlots }, [{ date: '2026-11-23', reason: 'Seminar' }])
    expect(checkBookableSlot(monday, now, clinic, s)).toMatchObject({
      ok: false,
      field: 'scheduledAt',
      message: 'scheduling.provider_day_off',
    })
    expect(slotsOfDay(parseClinicDate('2026-11-23', zone)!, s, clinicSlots, now, new Set())).toEqual([])
    // the next Monday is open again
    expect(checkBookableSlot(new Date('2026-11-30T02:00:00Z'), now, clinic, s).ok).toBe(true)
  })

  it('a slot the clinic added is bookable once the provider offers it', () => {
    const s = stored({ 1: ['09:00', '11:00'] })
    const elevenWib = new Date('2026-11-23T04:00:00Z')
    expect(checkBookableSlot(elevenWib, now, clinic, s)).toMatchObject({ message: 'scheduling.not_a_slot' })
    expect(checkBookableSlot(elevenWib, now, { zone, clinicSlots: [...clinicSlots, '11:00'] }, s).ok).toBe(true)
  })
})
