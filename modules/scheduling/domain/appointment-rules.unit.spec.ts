import { describe, expect, it } from 'vitest'
import { canSeeAppointment, decideStatusChange, participationOf } from './appointment-rules.js'

describe('appointment status transitions', () => {
  it('SCHEDULED -> CANCELLED by the patient or the provider', () => {
    expect(decideStatusChange('SCHEDULED', 'CANCELLED', 'PATIENT')).toEqual({ ok: true, noop: false })
    expect(decideStatusChange('SCHEDULED', 'CANCELLED', 'PROVIDER')).toEqual({ ok: true, noop: false })
    expect(decideStatusChange('SCHEDULED', 'CANCELLED', 'SYSTEM')).toMatchObject({ ok: false, status: 403 })
  })

  it('SCHEDULED -> COMPLETED by the provider or the session end, never the patient', () => {
    expect(decideStatusChange('SCHEDULED', 'COMPLETED', 'PROVIDER').ok).toBe(true)
    expect(decideStatusChange('SCHEDULED', 'COMPLETED', 'SYSTEM').ok).toBe(true)
    expect(decideStatusChange('SCHEDULED', 'COMPLETED', 'PATIENT')).toMatchObject({ ok: false, status: 403 })
  })

  it('a finished appointment never changes again', () => {
    expect(decideStatusChange('COMPLETED', 'CANCELLED', 'PROVIDER')).toMatchObject({
      ok: false,
      status: 409,
      message: 'scheduling.already_completed',
    })
    expect(decideStatusChange('CANCELLED', 'COMPLETED', 'PROVIDER')).toMatchObject({
      ok: false,
      status: 409,
      message: 'scheduling.already_cancelled',
    })
    expect(decideStatusChange('COMPLETED', 'SCHEDULED', 'PROVIDER')).toMatchObject({ ok: false, status: 409 })
    expect(decideStatusChange('CANCELLED', 'SCHEDULED', 'PATIENT')).toMatchObject({ ok: false, status: 409 })
  })

  it('asking for the current status is a no-op (double click on Akhiri Sesi)', () => {
    expect(decideStatusChange('COMPLETED', 'COMPLETED', 'PROVIDER')).toEqual({ ok: true, noop: true })
    expect(decideStatusChange('CANCELLED', 'CANCELLED', 'PATIENT')).toEqual({ ok: true, noop: true })
    expect(decideStatusChange('SCHEDULED', 'SCHEDULED', 'PATIENT')).toEqual({ ok: true, noop: true })
    // …but the role rule still applies first
    expect(decideStatusChange('COMPLETED', 'COMPLETED', 'PATIENT')).toMatchObject({ ok: false, status: 403 })
  })
})

describe('who may see an appointment', () => {
  const appt = { patientUserId: 'pu', providerUserId: 'vu' }
  it('its patient and its provider only', () => {
    expect(participationOf('pu', appt)).toBe('PATIENT')
    expect(participationOf('vu', appt)).toBe('PROVIDER')
    expect(participationOf('someone', appt)).toBeNull()
    expect(canSeeAppointment('pu', appt)).toBe(true)
    expect(canSeeAppointment('admin', appt)).toBe(false)
  })
})
