import { describe, expect, it } from 'vitest'
import { adminActivityTypes } from '../contracts/admin-activity.js'
import { activityEntryFor } from './admin-activity.js'

const admin = '00000000-0000-4000-8000-00000000000a'
const patient = '00000000-0000-4000-8000-00000000000b'
const provider = '00000000-0000-4000-8000-00000000000c'
const event = (type: string, payload: Record<string, unknown>, actorId: string | null = null) => ({ type, actorId, payload })

describe('activityEntryFor', () => {
  it('names the account of an identity event, and the admin who acted', () => {
    expect(activityEntryFor(event('UserSuspended', { userId: patient, email: 'p@x.id', role: 'PATIENT' }, admin))).toEqual({
      actorId: admin,
      subjectId: patient,
      otherId: null,
      params: { role: 'PATIENT' },
    })
    // self-registration: the new account is its own actor
    expect(activityEntryFor(event('UserRegistered', { userId: patient, role: 'PATIENT' }))?.actorId).toBe(patient)
  })

  it('keeps names, e-mails and clinical content out of the params', () => {
    const booked = activityEntryFor(
      event('AppointmentBooked', {
        patientUserId: patient,
        providerUserId: provider,
        patientName: 'Siti',
        patientEmail: 's@x.id',
        complaint: 'batuk',
        scheduledAt: '2026-12-01T02:00:00.000Z',
      })
    )
    expect(booked).toEqual({
      actorId: patient,
      subjectId: patient,
      otherId: provider,
      params: { scheduledAt: '2026-12-01T02:00:00.000Z' },
    })
    const changed = activityEntryFor(event('UserEmailChanged', { userId: patient, previousEmail: 'a@x.id', email: 'b@x.id' }, admin))
    expect(JSON.stringify(changed)).not.toMatch(/@x\.id/)
  })

  it('records who cancelled or moved a booking, the export and the settings change', () => {
    const cancel = activityEntryFor(
      event('AppointmentCancelled', {
        patientUserId: patient,
        providerUserId: provider,
        cancelledBy: 'PROVIDER',
        cancelledByUserId: provider,
        reason: 'sakit',
        scheduledAt: '2026-12-01T02:00:00.000Z',
      })
    )
    expect(cancel).toMatchObject({ actorId: provider, params: { cancelledBy: 'PROVIDER' } })
    expect(cancel?.params).not.toHaveProperty('reason')
    expect(activityEntryFor(event('AdminUsersExported', { exportedBy: admin, filter: 'patients', search: '', rowCount: 3 }))).toEqual({
      actorId: admin,
      subjectId: null,
      otherId: null,
      params: { filter: 'patients', search: '', rowCount: 3 },
    })
    expect(
      activityEntryFor(event('ClinicSettingsUpdated', { version: 2, changes: { slots: [], timezone: 'x' } }, admin))?.params
    ).toEqual({
      version: 2,
      changed: ['slots', 'timezone'],
    })
  })

  it('has an entry for every listed type and none for others', () => {
    for (const type of adminActivityTypes) {
      expect(
        activityEntryFor(event(type, { userId: patient, patientUserId: patient, providerUserId: provider, changes: {} }))
      ).not.toBeNull()
    }
    expect(activityEntryFor(event('MedicalRecordUpdated', {}))).toBeNull()
  })
})
