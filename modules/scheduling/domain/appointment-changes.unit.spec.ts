import { describe, expect, it } from 'vitest'
import { changeDeadline, decideCancel, decideReschedule, formatHours } from './appointment-changes.js'

const start = new Date('2026-11-24T02:00:00.000Z') // 09:00 WIB
const hoursBefore = (h: number) => new Date(start.getTime() - h * 3_600_000)
const scheduled = { status: 'SCHEDULED' as const, scheduledAt: start }
const rules = (now: Date, cutoffHours = 2) => ({ now, cutoffHours, requireProviderReason: true })

describe('cancel and reschedule rules', () => {
  it('the deadline is the cut-off before the start', () => {
    expect(changeDeadline(start, 2).toISOString()).toBe('2026-11-24T00:00:00.000Z')
    expect(changeDeadline(start, 0)).toEqual(start)
    expect(formatHours(2)).toBe('2')
    expect(formatHours(1.5)).toBe('1.5')
  })

  it('a patient cancels until the cut-off, not at it or after', () => {
    expect(decideCancel(scheduled, 'PATIENT', undefined, rules(hoursBefore(2.01)))).toEqual({ ok: true })
    for (const now of [hoursBefore(2), hoursBefore(1), start, hoursBefore(-1)]) {
      expect(decideCancel(scheduled, 'PATIENT', undefined, rules(now))).toEqual({
        ok: false,
        status: 422,
        field: 'scheduledAt',
        message: 'scheduling.cancel_cutoff_passed',
        params: { hours: '2' },
      })
    }
  })

  it('the cut-off is whatever the setting says at the moment of use', () => {
    expect(decideCancel(scheduled, 'PATIENT', undefined, rules(hoursBefore(3), 4))).toMatchObject({
      ok: false,
      params: { hours: '4' },
    })
    expect(decideCancel(scheduled, 'PATIENT', undefined, rules(hoursBefore(3), 0))).toEqual({ ok: true })
  })

  it('a provider cancels at any time, with a reason when asked for one', () => {
    expect(decideCancel(scheduled, 'PROVIDER', 'Sakit', rules(hoursBefore(0.5)))).toEqual({ ok: true })
    expect(decideCancel(scheduled, 'PROVIDER', undefined, rules(hoursBefore(10)))).toMatchObject({
      ok: false,
      status: 422,
      field: 'reason',
    })
    expect(decideCancel(scheduled, 'PROVIDER', undefined, { ...rules(hoursBefore(10)), requireProviderReason: false })).toEqual({
      ok: true,
    })
  })

  it('only a SCHEDULED appointment changes', () => {
    for (const status of ['CANCELLED', 'COMPLETED'] as const) {
      const done = { status, scheduledAt: start }
      expect(decideCancel(done, 'PROVIDER', 'x', rules(hoursBefore(10)))).toMatchObject({ ok: false, status: 409 })
      expect(decideReschedule(done, 'PATIENT', rules(hoursBefore(10)))).toMatchObject({ ok: false, status: 409 })
    }
  })

  it('only the patient moves an appointment, until the cut-off', () => {
    expect(decideReschedule(scheduled, 'PATIENT', rules(hoursBefore(5)))).toEqual({ ok: true })
    expect(decideReschedule(scheduled, 'PATIENT', rules(hoursBefore(1)))).toMatchObject({
      ok: false,
      status: 422,
      field: 'scheduledAt',
    })
    expect(decideReschedule(scheduled, 'PROVIDER', rules(hoursBefore(5)))).toMatchObject({ ok: false, status: 403 })
  })
})
