import { describe, expect, it } from 'vitest'
import { withheldPatient } from './withheld-patient.js'

describe('withheldPatient (issue 24)', () => {
  it('keeps the schedule and ids, drops who the patient is and why they booked', () => {
    const row = {
      id: 'a1',
      scheduledAt: '2026-11-23T02:00:00.000Z',
      status: 'SCHEDULED',
      reason: 'Kontrol luka',
      complaint: 'Nyeri',
      patient: {
        id: 'p1',
        userId: 'u1',
        fullName: 'Siti',
        dob: '1990-01-01',
        contact: '0812',
        medicalRecordNumber: 'RM-1',
        gender: 'P',
      },
    }
    const out = withheldPatient(row)
    expect(out).toMatchObject({ id: 'a1', scheduledAt: row.scheduledAt, status: 'SCHEDULED', reason: '', complaint: null })
    expect(out.patient).toEqual({
      id: 'p1',
      userId: 'u1',
      fullName: '',
      dob: null,
      contact: null,
      medicalRecordNumber: null,
      gender: null,
    })
  })
})
