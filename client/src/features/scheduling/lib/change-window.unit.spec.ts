import { describe, expect, it } from 'vitest'
import { changeDeadline, formatHours, patientChangeState, providerMayCancel } from './change-window'

const scheduledAt = '2026-11-24T02:00:00.000Z'
const at = (hoursBefore: number) => new Date(new Date(scheduledAt).getTime() - hoursBefore * 3_600_000)

describe('change window', () => {
  it('open until the cut-off, locked from it until the start, closed after', () => {
    const appointment = { scheduledAt, status: 'SCHEDULED' as const }
    expect(changeDeadline(scheduledAt, 2).toISOString()).toBe('2026-11-24T00:00:00.000Z')
    expect(patientChangeState(appointment, 2, at(3))).toBe('open')
    expect(patientChangeState(appointment, 2, at(2))).toBe('locked')
    expect(patientChangeState(appointment, 2, at(0.5))).toBe('locked')
    expect(patientChangeState(appointment, 2, at(0))).toBe('closed')
    expect(patientChangeState({ scheduledAt, status: 'CANCELLED' }, 2, at(10))).toBe('closed')
  })

  it('the provider cancels any SCHEDULED appointment that has not started', () => {
    expect(providerMayCancel({ scheduledAt, status: 'SCHEDULED' }, at(0.1))).toBe(true)
    expect(providerMayCancel({ scheduledAt, status: 'SCHEDULED' }, at(-1))).toBe(false)
    expect(providerMayCancel({ scheduledAt, status: 'COMPLETED' }, at(5))).toBe(false)
    expect(formatHours(1.5)).toBe('1.5')
  })
})
