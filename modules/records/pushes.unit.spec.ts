import { describe, expect, it } from 'vitest'
import { testEnvelope } from '#events/testing/envelope'
import { recordsPushesFor as pushesFor, RECORDS_PUSHED_TYPES as PUSHED_EVENT_TYPES } from './pushes.js'

const envelope = testEnvelope

describe('pushesFor (records)', () => {
  it('tells the patient, the provider and the consultation room when a record changes', () => {
    const record = { recordId: 'r1', patientId: 'pp1', patientUserId: 'pu1', providerId: 'vp1', providerUserId: 'vu1' }
    for (const type of ['MedicalRecordCreated', 'MedicalRecordUpdated']) {
      expect(pushesFor(envelope(type, { ...record, appointmentId: 'a1' }))).toEqual([
        {
          rooms: ['user:pu1', 'user:vu1', 'appointment:a1'],
          event: 'record.changed',
          data: { type, recordId: 'r1', patientId: 'pp1', appointmentId: 'a1', position: '7' },
        },
      ])
    }
    const [withoutVisit] = pushesFor(envelope('MedicalRecordCreated', { ...record, appointmentId: null }))
    expect(withoutVisit.rooms).toEqual(['user:pu1', 'user:vu1'])
    expect(withoutVisit.data.appointmentId).toBeNull()
  })

  it('tells them when a document is uploaded, hidden or shown', () => {
    const doc = { uploadId: 'd1', patientId: 'pp1', patientUserId: 'pu1', providerId: 'vp1', providerUserId: 'vu1' }
    expect(pushesFor(envelope('DocumentUploaded', { ...doc, appointmentId: 'a1', hidden: false }))).toEqual([
      {
        rooms: ['user:pu1', 'user:vu1', 'appointment:a1'],
        event: 'document.changed',
        data: { type: 'DocumentUploaded', uploadId: 'd1', patientId: 'pp1', hidden: false, position: '7' },
      },
    ])
    const [hidden] = pushesFor(envelope('DocumentVisibilityChanged', { ...doc, appointmentId: null, hidden: true }))
    expect(hidden).toMatchObject({ rooms: ['user:pu1', 'user:vu1'], event: 'document.changed', data: { hidden: true } })
    for (const type of ['MedicalRecordCreated', 'MedicalRecordUpdated', 'DocumentUploaded', 'DocumentVisibilityChanged']) {
      expect(PUSHED_EVENT_TYPES).toContain(type)
    }
  })

  it('ignores events no screen shows', () => {
    expect(pushesFor(envelope('SomethingElse', {}))).toEqual([])
  })
})
