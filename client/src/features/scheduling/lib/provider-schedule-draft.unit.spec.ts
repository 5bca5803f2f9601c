import { describe, expect, it } from 'vitest'
import { addDayOff, conflictsByDate, dayOffProblem, draftFrom, removeDaysOff, toRequest, toggleSlot } from './provider-schedule-draft'

const clinic = ['09:00', '10:30', '11:00', '14:00']
const empty = { 1: [], 2: [], 3: [], 4: [], 5: [], 6: [], 7: [] }
const draft = draftFrom({
  providerId: 'p1',
  weekly: { ...empty, 1: ['14:00'] },
  daysOff: [{ date: '2026-12-01', reason: null }],
  saved: true,
  updatedAt: null,
  clinicSlots: clinic,
  timezone: 'Asia/Jakarta',
})

describe('schedule draft', () => {
  it('toggles slots in the clinic order', () => {
    const on = toggleSlot(toggleSlot(draft, '1', '09:00', clinic), '1', '11:00', clinic)
    expect(on.weekly['1']).toEqual(['09:00', '11:00', '14:00'])
    expect(toggleSlot(on, '1', '14:00', clinic).weekly['1']).toEqual(['09:00', '11:00'])
    expect(draft.weekly['1']).toEqual(['14:00']) // not mutated
  })

  it('adds days off from today on, once each, sorted; reasons trimmed, empty ones sent as null', () => {
    expect(dayOffProblem(draft, '', '', '2026-11-23')).toBe('required')
    expect(dayOffProblem(draft, '2026-11-22', '', '2026-11-23')).toBe('past')
    expect(dayOffProblem(draft, '2026-12-01', '', '2026-11-23')).toBe('duplicate')
    expect(dayOffProblem(draft, '2026-11-23', 'x'.repeat(201), '2026-11-23')).toBe('reasonTooLong')
    expect(dayOffProblem(draft, '2026-11-23', 'Cuti', '2026-11-23')).toBeNull()
    const more = addDayOff(draft, '2026-11-25', '  Seminar ')
    expect(toRequest(more).daysOff).toEqual([
      { date: '2026-11-25', reason: 'Seminar' },
      { date: '2026-12-01', reason: null },
    ])
    expect(removeDaysOff(more, ['2026-12-01']).daysOff.map((d) => d.date)).toEqual(['2026-11-25'])
  })

  it('groups the 409 bookings by day', () => {
    const c = (id: string, date: string, time: string) => ({
      appointmentId: id,
      scheduledAt: `${date}T${time}:00.000Z`,
      date,
      time,
      patientName: id,
    })
    expect(conflictsByDate([c('b', '2026-12-02', '09:00'), c('a', '2026-12-01', '10:30'), c('c', '2026-12-01', '09:00')])).toEqual([
      { date: '2026-12-01', bookings: [c('c', '2026-12-01', '09:00'), c('a', '2026-12-01', '10:30')] },
      { date: '2026-12-02', bookings: [c('b', '2026-12-02', '09:00')] },
    ])
  })
})
