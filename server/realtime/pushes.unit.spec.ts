import { describe, expect, it } from 'vitest'
import { PUSHED_EVENT_TYPES, pushesFor } from './pushes.js'

const envelope = (type: string, payload: Record<string, unknown>) => ({
  id: '00000000-0000-4000-8000-000000000001',
  type,
  version: 1,
  aggregateType: 'user',
  aggregateId: 'u1',
  payload,
  actorId: null,
  correlationId: null,
  causationId: null,
  occurredAt: '2026-11-22T00:00:00.000Z',
  position: '7',
})

describe('pushesFor', () => {
  it('tells screens showing a provider’s slots, and the provider, that the schedule changed', () => {
    const pushes = pushesFor(
      envelope('ProviderScheduleUpdated', {
        providerId: 'p1',
        providerUserId: 'u9',
        weekly: { 1: ['09:00'] },
        daysOff: [{ date: '2026-12-01', reason: 'Cuti pribadi' }],
        timezone: 'Asia/Jakarta',
      })
    )
    expect(pushes).toEqual([
      {
        rooms: ['availability:p1', 'user:u9'],
        event: 'availability.changed',
        data: { type: 'ProviderScheduleUpdated', providerId: 'p1', position: '7', at: '2026-11-22T00:00:00.000Z' },
      },
    ])
    // the provider's private reason never travels to patients
    expect(JSON.stringify(pushes)).not.toContain('Cuti')
  })

  it('tells admins about account changes', () => {
    const [push] = pushesFor(envelope('UserRegistered', { userId: 'u1', email: 'a@b.id', role: 'PATIENT', name: 'A' }))
    expect(push).toMatchObject({
      rooms: ['admins'],
      event: 'user.changed',
      data: { type: 'UserRegistered', userId: 'u1', position: '7' },
    })
  })

  it('tells admins when a provider is verified or changes the STR number', () => {
    const [push] = pushesFor(
      envelope('ProviderVerified', {
        userId: 'u2',
        email: 'n@b.id',
        profileId: 'p2',
        strNumber: 'STR-1',
        verifiedBy: 'a1',
        verifiedAt: '2026-01-01T00:00:00.000Z',
      })
    )
    expect(push).toMatchObject({
      rooms: ['admins'],
      event: 'user.changed',
      data: { type: 'ProviderVerified', userId: 'u2', role: 'PROVIDER' },
    })
    expect(
      pushesFor(
        envelope('ProviderStrNumberChanged', {
          userId: 'u2',
          email: 'n@b.id',
          profileId: 'p2',
          strNumber: 'STR-2',
          verificationRevoked: true,
        })
      )
    ).toHaveLength(1)
  })

  it('revokes the suspended user and disconnects their sockets', () => {
    const pushes = pushesFor(envelope('UserSuspended', { userId: 'u1', email: 'a@b.id', role: 'PATIENT' }))
    expect(pushes[0]).toMatchObject({ rooms: ['user:u1'], event: 'session.revoked' })
    expect(pushes[1]).toMatchObject({ rooms: ['admins'], disconnectRoom: 'user:u1' })
  })

  const appointment = {
    appointmentId: 'a1',
    patientUserId: 'pu1',
    providerUserId: 'vu1',
    patientId: 'p1',
    providerId: 'v1',
  }

  it('tells both participants about a booking and a cancellation', () => {
    for (const [type, status] of [
      ['AppointmentBooked', 'SCHEDULED'],
      ['AppointmentCancelled', 'CANCELLED'],
    ]) {
      const pushes = pushesFor(envelope(type, { ...appointment, status }))
      expect(pushes).toEqual([
        {
          rooms: ['user:pu1', 'user:vu1'],
          event: 'appointment.changed',
          data: { type, appointmentId: 'a1', status, position: '7', at: '2026-11-22T00:00:00.000Z' },
        },
      ])
    }
  })

  it('tells both participants about a move, with the new time', () => {
    const moved = { ...appointment, fromScheduledAt: '2026-11-24T02:00:00.000Z', scheduledAt: '2026-11-25T07:00:00.000Z' }
    expect(pushesFor(envelope('AppointmentRescheduled', moved))).toEqual([
      {
        rooms: ['user:pu1', 'user:vu1'],
        event: 'appointment.changed',
        data: {
          type: 'AppointmentRescheduled',
          appointmentId: 'a1',
          status: 'SCHEDULED',
          scheduledAt: '2026-11-25T07:00:00.000Z',
          position: '7',
          at: '2026-11-22T00:00:00.000Z',
        },
      },
    ])
    expect(PUSHED_EVENT_TYPES).toContain('AppointmentRescheduled')
  })

  it('tells the consultation room too when the session ended', () => {
    const [push] = pushesFor(envelope('SessionEnded', { ...appointment, status: 'COMPLETED' }))
    expect(push.rooms).toEqual(['user:pu1', 'user:vu1', 'appointment:a1'])
    expect(push).toMatchObject({ event: 'appointment.changed', data: { type: 'SessionEnded', status: 'COMPLETED' } })
  })

  it('the gateway subscribes to every event type that pushes', () => {
    for (const type of ['AppointmentBooked', 'AppointmentCancelled', 'SessionEnded', 'UserSuspended', 'ProviderScheduleUpdated']) {
      expect(PUSHED_EVENT_TYPES).toContain(type)
    }
  })

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

describe('pushesFor: deleted accounts', () => {
  it('revokes and disconnects a deleted user like a suspended one', () => {
    const pushes = pushesFor({
      id: '00000000-0000-4000-8000-000000000002',
      type: 'UserDeleted',
      version: 1,
      aggregateType: 'user',
      aggregateId: 'u2',
      payload: { userId: 'u2', email: 'a@b.id', role: 'PATIENT', anonymised: true },
      actorId: null,
      correlationId: null,
      causationId: null,
      occurredAt: '2026-11-22T00:00:00.000Z',
      position: '9',
    })
    expect(pushes[0]).toMatchObject({ rooms: ['user:u2'], event: 'session.revoked' })
    expect(pushes[1]).toMatchObject({ rooms: ['admins'], event: 'user.changed', disconnectRoom: 'user:u2' })
  })
})

describe('presence observation time', () => {
  it('is strictly increasing, even within one millisecond', async () => {
    const { observedAt } = await import('./observed-at.js')
    const times = Array.from({ length: 50 }, () => observedAt())
    for (let i = 1; i < times.length; i++) expect(times[i]).toBeGreaterThan(times[i - 1])
  })
})
