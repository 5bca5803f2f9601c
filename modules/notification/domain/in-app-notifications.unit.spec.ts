import { describe, expect, it } from 'vitest'
import type { EventEnvelope } from '#events/envelope'
import {
  appointmentIdOf,
  notificationId,
  notificationsFor,
  notifiesNobody,
  partiesOfBooking,
  type AppointmentParties,
} from './in-app-notifications.js'
import { markNotificationsReadSchema } from '../contracts/in-app-notification.js'

const PATIENT = '11111111-1111-4111-8111-111111111111'
const PROVIDER = '22222222-2222-4222-8222-222222222222'
const APPOINTMENT = '33333333-3333-4333-8333-333333333333'
const EVENT = '44444444-4444-4444-8444-444444444444'

function envelope(type: string, payload: Record<string, unknown>): EventEnvelope<any> {
  return {
    id: EVENT,
    type,
    version: 1,
    aggregateType: 'appointment',
    aggregateId: APPOINTMENT,
    payload,
    actorId: null,
    correlationId: null,
    causationId: null,
    occurredAt: '2026-11-23T03:00:00.000Z',
    position: '42',
  }
}

const booked = {
  appointmentId: APPOINTMENT,
  status: 'SCHEDULED',
  scheduledAt: '2026-11-25T02:00:00.000Z',
  durationMinutes: 30,
  timezone: 'Asia/Jakarta',
  meetLink: 'https://telerawat.klinik.id/consultation/3f1c2a9e-5b7d-4c11-9a0e-2b8f6d4e1a77',
  reason: 'Kontrol',
  complaint: null,
  paymentMethod: null,
  consultationFee: 0,
  createdAt: '2026-11-23T03:00:00.000Z',
  patientId: 'a1111111-1111-4111-8111-111111111111',
  patientUserId: PATIENT,
  patientName: 'Siti Aminah',
  patientEmail: 'siti@contoh.id',
  patientGender: null,
  patientContact: null,
  patientDob: null,
  patientMedicalRecordNumber: null,
  providerId: 'b2222222-2222-4222-8222-222222222222',
  providerUserId: PROVIDER,
  providerName: 'Ns. Rahmat',
  providerEmail: 'rahmat@contoh.id',
  providerRole: 'NURSE',
  providerSpecialization: null,
}
const parties: AppointmentParties = partiesOfBooking(booked as any)
const ids = {
  appointmentId: APPOINTMENT,
  patientId: booked.patientId,
  patientUserId: PATIENT,
  providerId: booked.providerId,
  providerUserId: PROVIDER,
}

describe('event → in-app notifications', () => {
  it('a booking tells both sides, each naming the other, linking to their own screen', () => {
    const out = notificationsFor(envelope('AppointmentBooked', booked))
    expect(out.map((n) => [n.recipientUserId, n.kind, n.link])).toEqual([
      [PATIENT, 'APPOINTMENT_BOOKED', `/consultation/${APPOINTMENT}`],
      [PROVIDER, 'APPOINTMENT_BOOKED', '/provider/appointments'],
    ])
    expect(out[0].params).toEqual({
      appointmentId: APPOINTMENT,
      scheduledAt: booked.scheduledAt,
      timezone: 'Asia/Jakarta',
      recipientRole: 'PATIENT',
      counterpartName: 'Ns. Rahmat',
    })
    expect(out[1].params).toMatchObject({ recipientRole: 'PROVIDER', counterpartName: 'Siti Aminah' })
    expect(out[0]).toMatchObject({ eventId: EVENT, createdAt: '2026-11-23T03:00:00.000Z', position: '42' })
  })

  it('a cancellation tells both sides who cancelled and why; names come from the booking', () => {
    const event = envelope('AppointmentCancelled', {
      ...ids,
      status: 'CANCELLED',
      previousStatus: 'SCHEDULED',
      cancelledBy: 'PROVIDER',
      cancelledByUserId: PROVIDER,
      reason: '  Sakit  ',
      scheduledAt: booked.scheduledAt,
    })
    const [patient, provider] = notificationsFor(event, parties)
    expect(patient).toMatchObject({
      recipientUserId: PATIENT,
      kind: 'APPOINTMENT_CANCELLED',
      link: '/patient',
      params: { cancelledBy: 'PROVIDER', byMe: false, reason: 'Sakit', counterpartName: 'Ns. Rahmat', timezone: 'Asia/Jakarta' },
    })
    expect(provider).toMatchObject({ recipientUserId: PROVIDER, params: { byMe: true, counterpartName: 'Siti Aminah' } })
  })

  it('an older cancellation (no actor id, no reason) and an unknown booking still notify, without names', () => {
    const event = envelope('AppointmentCancelled', {
      ...ids,
      status: 'CANCELLED',
      previousStatus: 'SCHEDULED',
      cancelledBy: 'PATIENT',
      scheduledAt: booked.scheduledAt,
    })
    const [patient, provider] = notificationsFor(event)
    expect(patient.params).toMatchObject({ byMe: true, reason: null, counterpartName: null, timezone: null })
    expect(provider.params).toMatchObject({ byMe: false })
  })

  it('a move tells both sides the old and new time and whether they moved it', () => {
    const event = envelope('AppointmentRescheduled', {
      ...ids,
      fromScheduledAt: booked.scheduledAt,
      scheduledAt: '2026-11-26T07:00:00.000Z',
      durationMinutes: 30,
      timezone: 'Asia/Makassar',
      rescheduledBy: 'PATIENT',
      rescheduledByUserId: PATIENT,
      sequence: 1,
    })
    const [patient, provider] = notificationsFor(event, parties)
    expect(patient).toMatchObject({
      kind: 'APPOINTMENT_RESCHEDULED',
      link: `/consultation/${APPOINTMENT}`,
      params: { fromScheduledAt: booked.scheduledAt, scheduledAt: '2026-11-26T07:00:00.000Z', timezone: 'Asia/Makassar', byMe: true },
    })
    expect(provider.params).toMatchObject({ byMe: false, counterpartName: 'Siti Aminah' })
    expect(appointmentIdOf(event)).toBe(APPOINTMENT)
  })

  it('a waitlist offer goes to the patient only, with the hold expiry', () => {
    const out = notificationsFor(
      envelope('WaitlistSlotOffered', {
        offerId: '55555555-5555-4555-8555-555555555555',
        waitlistEntryId: '66666666-6666-4666-8666-666666666666',
        ...ids,
        providerName: 'Ns. Rahmat',
        scheduledAt: booked.scheduledAt,
        expiresAt: '2026-11-23T03:30:00.000Z',
      })
    )
    expect(out).toHaveLength(1)
    expect(out[0]).toMatchObject({
      recipientUserId: PATIENT,
      kind: 'WAITLIST_SLOT_OFFERED',
      params: { expiresAt: '2026-11-23T03:30:00.000Z' },
    })
  })

  it('a finalised record tells the patient; other record changes tell nobody', () => {
    const ref = { recordId: '77777777-7777-4777-8777-777777777777', ...ids, visitDate: booked.scheduledAt }
    const finalised = envelope('MedicalRecordUpdated', {
      ...ref,
      status: 'FINAL',
      change: 'FINALISED',
      changedFields: ['status'],
      revision: null,
      updatedBy: null,
      updatedAt: '2026-11-25T03:00:00.000Z',
    })
    const out = notificationsFor(finalised, parties)
    expect(out.map((n) => [n.recipientUserId, n.kind])).toEqual([[PATIENT, 'MEDICAL_RECORD_FINALISED']])
    expect(out[0].params).toMatchObject({ providerName: 'Ns. Rahmat', appointmentId: APPOINTMENT })
    const draft = envelope('MedicalRecordUpdated', {
      ...ref,
      status: 'DRAFT',
      change: 'DRAFT_SAVED',
      changedFields: [],
      revision: null,
      updatedBy: PROVIDER,
      updatedAt: ref.visitDate,
    })
    expect(notificationsFor(draft)).toEqual([])
    expect(appointmentIdOf(draft)).toBeNull()
  })

  it('a verified provider is told; events the bell does not know give nothing', () => {
    const out = notificationsFor(
      envelope('ProviderVerified', {
        userId: PROVIDER,
        email: 'r@contoh.id',
        profileId: booked.providerId,
        strNumber: 'STR-123456',
        verifiedBy: PATIENT,
        verifiedAt: 'x',
      })
    )
    expect(out).toMatchObject([
      { recipientUserId: PROVIDER, kind: 'PROVIDER_VERIFIED', link: '/provider', params: { strNumber: 'STR-123456' } },
    ])
    expect(notificationsFor(envelope('SessionEnded', { ...ids }))).toEqual([])
  })

  it('a message to someone with an open tab notifies nobody, and notifiesNobody knows it from the event alone', () => {
    const message = {
      conversationId: '55555555-5555-4555-8555-555555555555',
      messageId: '66666666-6666-4666-8666-666666666666',
      senderUserId: PATIENT,
      senderRole: 'PATIENT',
      senderName: 'Siti Aminah',
      recipientUserId: PROVIDER,
    }
    const online = envelope('MessageSent', { ...message, recipientOnline: true })
    const offline = envelope('MessageSent', { ...message, recipientOnline: false })
    expect(notifiesNobody(online)).toBe(true)
    expect(notificationsFor(online)).toEqual([])
    expect(notifiesNobody(offline)).toBe(false)
    expect(notificationsFor(offline)).toMatchObject([{ kind: 'MESSAGE_RECEIVED', recipientUserId: PROVIDER }])
    expect(notifiesNobody(envelope('AppointmentBooked', booked))).toBe(false)
  })

  it('ids are per (event, recipient), stable, and valid UUIDs', () => {
    const a = notificationId(EVENT, PATIENT)
    expect(a).toBe(notificationId(EVENT, PATIENT))
    expect(a).not.toBe(notificationId(EVENT, PROVIDER))
    expect(a).toMatch(/^[0-9a-f]{8}-[0-9a-f]{4}-5[0-9a-f]{3}-[89ab][0-9a-f]{3}-[0-9a-f]{12}$/)
  })
})

describe('POST /api/notifications/read body', () => {
  const fieldOf = (body: unknown) => {
    const result = markNotificationsReadSchema.safeParse(body)
    return result.success ? null : result.error.issues.map((i) => i.path.join('.'))
  }
  it('takes ids or all, not both, not neither', () => {
    expect(fieldOf({ all: true })).toBeNull()
    expect(fieldOf({ ids: [EVENT] })).toBeNull()
    expect(fieldOf({})).toEqual(['ids'])
    expect(fieldOf({ ids: [EVENT], all: true })).toEqual(['ids'])
    expect(fieldOf({ ids: [] })).toEqual(['ids'])
    expect(fieldOf({ ids: ['nope'] })).toEqual(['ids.0'])
    expect(fieldOf({ all: false })).toEqual(['all'])
    expect(fieldOf({ ids: Array(101).fill(EVENT) })).toEqual(['ids'])
  })
})
