import { describe, expect, it } from 'vitest'
import { catalogue } from './catalogue.js'
import { patientOfEvent, redactPayload } from './redaction.js'

const booked = {
  appointmentId: '6f1c2c4e-3b9a-4d5e-8f00-000000000001',
  reason: 'Kontrol luka',
  complaint: 'Nyeri dada',
  patientId: '6f1c2c4e-3b9a-4d5e-8f00-0000000000aa',
  patientName: 'Siti Aminah',
  patientEmail: 'siti@contoh.id',
  patientDob: '1990-01-01',
  patientContact: null,
  status: 'SCHEDULED',
}

describe('sensitive event fields (issue 24)', () => {
  it("redacts the catalogue's sensitive fields, keeps ids and states", () => {
    const { payload, redactedFields } = redactPayload('AppointmentBooked', 1, booked)
    expect(redactedFields.sort()).toEqual(['complaint', 'patientDob', 'patientEmail', 'patientName', 'reason'])
    expect(JSON.stringify(payload)).not.toMatch(/Siti|siti@|Nyeri|Kontrol luka|1990/)
    expect(payload).toMatchObject({ appointmentId: booked.appointmentId, patientId: booked.patientId, status: 'SCHEDULED' })
  })

  it('names the patient an event concerns', () => {
    expect(patientOfEvent('AppointmentBooked', 1, booked)).toBe(booked.patientId)
    expect(patientOfEvent('UserRegistered', 1, { userId: 'x' })).toBeNull()
  })

  it('marks the clinical and personal fields of the events that carry them', () => {
    const marked = Object.fromEntries(catalogue.filter((d) => d.sensitive?.length).map((d) => [d.type, [...d.sensitive!]]))
    expect(marked.MedicalRecordCreated).toContain('coding')
    expect(marked.MedicalRecordUpdated).toContain('coding')
    expect(marked.AppointmentCancelled).toContain('reason')
    expect(marked.PatientProfileUpdated).toEqual(expect.arrayContaining(['changes', 'demographics']))
    for (const def of catalogue.filter((d) => d.sensitive?.length)) expect(def.patientOf, def.type).toBeTypeOf('function')
  })
})
