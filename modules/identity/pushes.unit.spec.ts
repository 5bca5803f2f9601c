import { describe, expect, it } from 'vitest'
import { testEnvelope } from '#events/testing/envelope'
import { identityPushes, identityPushesFor as pushesFor, IDENTITY_PUSHED_TYPES as PUSHED_EVENT_TYPES } from './pushes.js'
import { adminActivityTypes } from './contracts/admin-activity.js'

const envelope = testEnvelope

describe('pushesFor (identity)', () => {
  it("sends a patient's profile change to the patient and to patient:<profile>, joined by the providers who treat them", () => {
    const pushes = pushesFor(
      envelope('PatientProfileUpdated', {
        userId: 'u1',
        profileId: 'p1',
        medicalRecordNumber: 'RM-001001',
        changedFields: ['fullName', 'nik'],
        changes: { fullName: 'Siti' },
        demographics: { fullName: 'Siti', dob: null, gender: null, phone: null },
      })
    )
    expect(pushes).toEqual([
      {
        rooms: ['user:u1', 'patient:p1'],
        event: 'patient.changed',
        data: {
          type: 'PatientProfileUpdated',
          patientUserId: 'u1',
          patientId: 'p1',
          changedFields: ['fullName', 'nik'],
          position: '7',
        },
      },
    ])
  })

  it("sends a provider's profile change to the provider's screens and the admin table", () => {
    const pushes = pushesFor(
      envelope('ProviderProfileUpdated', {
        userId: 'u2',
        email: 'n@b.id',
        profileId: 'p2',
        changedFields: ['consultationFee'],
        displayName: 'Ns. Sari',
        providerRole: 'Perawat',
        specialization: null,
        bio: null,
        consultationFee: 80000,
      })
    )
    expect(pushes.map((p) => [p.rooms, p.event])).toEqual([
      [['user:u2'], 'profile.changed'],
      [['admins'], 'user.changed'],
    ])
    expect(pushes[1].data).toMatchObject({ userId: 'u2', name: 'Ns. Sari', role: 'PROVIDER' })
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

  it("the gateway subscribes to every event type that pushes, and to the admins' activity feed", () => {
    expect(PUSHED_EVENT_TYPES).toContain('UserSuspended')
    for (const type of [...PUSHED_EVENT_TYPES, ...adminActivityTypes]) expect(identityPushes.types).toContain(type)
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
