import { describe, expect, it } from 'vitest'
import { isCurrentPatient, summarise } from './patient-summary.js'

describe('provider-patient summary', () => {
  it('counts live appointments and records; last visit is the latest completed visit or record', () => {
    const s = summarise([
      { kind: 'APPOINTMENT', active: true, visitAt: '2026-11-20T02:00:00.000Z' },
      { kind: 'APPOINTMENT', active: true, visitAt: null },
      { kind: 'APPOINTMENT', active: false, visitAt: null },
      { kind: 'RECORD', active: true, visitAt: '2026-11-21T03:00:00.000Z' },
    ])
    expect(s).toEqual({ appointmentCount: 2, medicalRecordCount: 1, lastVisit: '2026-11-21T03:00:00.000Z' })
    expect(isCurrentPatient(s)).toBe(true)
  })

  it('a pair whose only appointment was cancelled is no longer a current patient', () => {
    const s = summarise([{ kind: 'APPOINTMENT', active: false, visitAt: null }])
    expect(s).toEqual({ appointmentCount: 0, medicalRecordCount: 0, lastVisit: null })
    expect(isCurrentPatient(s)).toBe(false)
  })
})
