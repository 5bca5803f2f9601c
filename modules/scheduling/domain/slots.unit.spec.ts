import { describe, expect, it } from 'vitest'
import { DateTime } from 'luxon'
import {
  checkBookableSlot,
  earliestBookable,
  normaliseTime,
  parseClinicDate,
  providerSlots,
  slotsOfDay,
  type ProviderSchedule,
} from './slots.js'

const zone = 'Asia/Jakarta'
// 2026-11-20 23:30 WIB = 16:30 UTC: "tomorrow" in Jakarta is already 2026-11-21.
const now = new Date('2026-11-20T16:30:00Z')
const at = (iso: string) => new Date(iso)
const CLINIC_SLOTS = ['09:00', '10:30', '14:00', '15:30', '16:00']
/** A provider without a stored schedule: the profile's seed value narrows the clinic slots. */
const seeded = (legacySlots: unknown): ProviderSchedule => ({ weekly: null, legacySlots, daysOff: [] })
const check = (when: Date, nowAt: Date, clinicZone: string, legacySlots: unknown) =>
  checkBookableSlot(when, nowAt, { zone: clinicZone, clinicSlots: CLINIC_SLOTS }, seeded(legacySlots))

describe('slot rules', () => {
  it('earliest bookable day is tomorrow in the clinic zone, not in UTC', () => {
    expect(earliestBookable(now, zone).toISO()).toBe('2026-11-21T00:00:00.000+07:00')
    expect(earliestBookable(new Date('2026-11-20T16:59:00Z'), zone).toISODate()).toBe('2026-11-21')
    expect(earliestBookable(new Date('2026-11-20T17:00:00Z'), zone).toISODate()).toBe('2026-11-22')
  })

  it('accepts each clinic slot from tomorrow on; 09:00 WIB is 02:00 UTC', () => {
    const first = check(at('2026-11-21T02:00:00Z'), now, zone, null)
    expect(first).toEqual({ ok: true, localDate: '2026-11-21', time: '09:00' })
    for (const slot of CLINIC_SLOTS) {
      const local = DateTime.fromISO(`2026-11-23T${slot}`, { zone })
      expect(check(local.toJSDate(), now, zone, null).ok).toBe(true)
    }
  })

  it('refuses today, the past, and far future dates', () => {
    expect(check(at('2026-11-20T09:00:00Z'), new Date('2026-11-20T00:00:00Z'), zone, null)).toMatchObject({
      ok: false,
      field: 'scheduledAt',
      message: 'scheduling.earliest_tomorrow',
    })
    expect(check(at('2020-01-01T02:00:00Z'), now, zone, null).ok).toBe(false)
    expect(check(at('2028-01-03T02:00:00Z'), now, zone, null)).toMatchObject({
      ok: false,
      message: 'scheduling.too_far_ahead',
      params: { days: 365 },
    })
  })

  it('refuses times that are not slots (also seconds, and UTC look-alikes)', () => {
    // 09:00 UTC would be 16:00 WIB (a slot); 10:30 UTC is 17:30 WIB (not one)
    expect(check(at('2026-11-23T10:30:00Z'), now, zone, null)).toMatchObject({
      ok: false,
      message: 'scheduling.not_a_slot',
      params: { slots: '09:00, 10:30, 14:00, 15:30, 16:00', zone: 'WIB' },
    })
    expect(check(at('2026-11-23T02:15:00Z'), now, zone, null).ok).toBe(false)
    expect(check(at('2026-11-23T02:00:30Z'), now, zone, null).ok).toBe(false)
    expect(check(at('2026-11-23T02:00:00.001Z'), now, zone, null).ok).toBe(false)
  })

  it('the clinic zone is a setting: 09:00 in Makassar is 01:00 UTC', () => {
    expect(check(at('2026-11-23T01:00:00Z'), now, 'Asia/Makassar', null).ok).toBe(true)
    expect(check(at('2026-11-23T02:00:00Z'), now, 'Asia/Makassar', null).ok).toBe(false)
  })

  it('a provider narrows the slots by a list or by weekday', () => {
    expect(providerSlots(null, 1, CLINIC_SLOTS)).toEqual([...CLINIC_SLOTS])
    expect(providerSlots(['09:00', '14.00', '8:00', 'x'], 1, CLINIC_SLOTS)).toEqual(['09:00', '14:00'])
    expect(providerSlots({ senin: ['09:00'], rabu: ['16:00'] }, 1, CLINIC_SLOTS)).toEqual(['09:00'])
    expect(providerSlots({ mon: ['09:00'], Wednesday: ['16:00'] }, 3, CLINIC_SLOTS)).toEqual(['16:00'])
    expect(providerSlots({ mon: ['09:00'] }, 2, CLINIC_SLOTS)).toEqual([]) // a day not listed is a day off
    expect(providerSlots({ note: 'tidak terbaca' }, 2, CLINIC_SLOTS)).toEqual([...CLINIC_SLOTS])
    expect(providerSlots([], 2, CLINIC_SLOTS)).toEqual([])
    // 2026-11-23 is a Monday
    expect(check(at('2026-11-23T07:00:00Z'), now, zone, { senin: ['09:00'] })).toMatchObject({
      ok: false,
      message: 'scheduling.provider_off_duty',
    })
    expect(check(at('2026-11-23T02:00:00Z'), now, zone, { senin: ['09:00'] }).ok).toBe(true)
  })

  it('normalises times and parses clinic dates strictly', () => {
    expect(normaliseTime('9:00')).toBe('09:00')
    expect(normaliseTime('10.30')).toBe('10:30')
    expect(normaliseTime(900)).toBeNull()
    expect(parseClinicDate('2026-11-23', zone)?.toISO()).toBe('2026-11-23T00:00:00.000+07:00')
    expect(parseClinicDate('2026-02-30', zone)).toBeNull()
    expect(parseClinicDate('23-11-2026', zone)).toBeNull()
    expect(parseClinicDate('2026-11-23T00:00', zone)).toBeNull()
    expect(parseClinicDate('0000-02-29', zone)).toBeNull() // no year 0 in PostgreSQL
  })

  it('lists a day: slots in UTC, taken and past ones unavailable', () => {
    const day = parseClinicDate('2026-11-21', zone)!
    const slots = slotsOfDay(day, seeded(null), CLINIC_SLOTS, now, new Set(['2026-11-21T03:30:00.000Z']))
    expect(slots.map((s) => s.time)).toEqual([...CLINIC_SLOTS])
    expect(slots[0]).toEqual({ time: '09:00', scheduledAt: '2026-11-21T02:00:00.000Z', available: true })
    expect(slots[1]).toMatchObject({ time: '10:30', available: false })
    const today = slotsOfDay(parseClinicDate('2026-11-20', zone)!, seeded(null), CLINIC_SLOTS, now, new Set())
    expect(today.every((s) => !s.available)).toBe(true)
  })
})
