import { createHash } from 'node:crypto'
import type { EventEnvelope } from '#events/envelope'
import type { AppointmentBooked } from '#events/scheduling/appointment-booked'
import type { AppointmentCancelled } from '#events/scheduling/appointment-cancelled'
import type { AppointmentRescheduled } from '#events/scheduling/appointment-rescheduled'
import type { WaitlistSlotOffered } from '#events/scheduling/waitlist-slot-offered'
import type { MedicalRecordUpdated } from '#events/records/medical-record-updated'
import type { ProviderVerified } from '#events/identity/provider-verified'
import type { MessageSent } from '#events/messaging/message-sent'
import type { NotificationContent, ParticipantRole } from '../contracts/in-app-notification.js'

/** The events the bell hears about. */
export const NOTIFYING_EVENT_TYPES = [
  'AppointmentBooked',
  'AppointmentRescheduled',
  'AppointmentCancelled',
  'WaitlistSlotOffered',
  'MedicalRecordUpdated',
  'ProviderVerified',
  'MessageSent',
]

/** What the bell knows of an appointment from its booking (the later events carry ids only). */
export interface AppointmentParties {
  appointmentId: string
  patientUserId: string
  patientName: string
  providerUserId: string
  providerName: string
  scheduledAt: string
  timezone: string
}

/** One notification an event gives one user. */
export type PlannedNotification = NotificationContent & {
  id: string
  eventId: string
  recipientUserId: string
  link: string
  createdAt: string
  position: string
}

/**
 * The notification's id: the same for one (event, recipient) on every delivery and every replay,
 * so a redelivered event adds nothing and read marks survive a rebuild of the read model.
 */
export function notificationId(eventId: string, recipientUserId: string): string {
  const hex = createHash('sha1').update(`telerawat.notification:${eventId}:${recipientUserId}`).digest('hex')
  // an RFC 4122 name-based (version 5) UUID
  const variant = ((Number.parseInt(hex[16], 16) & 0x3) | 0x8).toString(16)
  return `${hex.slice(0, 8)}-${hex.slice(8, 12)}-5${hex.slice(13, 16)}-${variant}${hex.slice(17, 20)}-${hex.slice(20, 32)}`
}

/** Where a participant sees an appointment: the patient its waiting room, the provider their list. */
function appointmentLink(role: ParticipantRole, appointmentId: string) {
  return role === 'PATIENT' ? `/consultation/${appointmentId}` : '/provider/appointments'
}

/** Booking facts carried by an AppointmentBooked event. */
export function partiesOfBooking(p: AppointmentBooked): AppointmentParties {
  return {
    appointmentId: p.appointmentId,
    patientUserId: p.patientUserId,
    patientName: p.patientName,
    providerUserId: p.providerUserId,
    providerName: p.providerName,
    scheduledAt: p.scheduledAt,
    timezone: p.timezone,
  }
}

type Draft = NotificationContent & { recipientUserId: string; link: string }

/**
 * Whether the event alone says it notifies no one, so live delivery needs no transaction for it:
 * a message to someone with an open tab (the tab shows it). notificationsFor agrees.
 */
export function notifiesNobody(event: EventEnvelope<any>): boolean {
  return event.type === 'MessageSent' && (event.payload as MessageSent).recipientOnline === true
}

/**
 * Event → the notifications it gives, each to one user. Pure: `parties` is what the bell saw of the
 * appointment at booking (undefined when it never saw the booking: names are then null).
 * Nobody else is ever a recipient: the patient and provider named by the event only.
 */
export function notificationsFor(event: EventEnvelope<any>, parties?: AppointmentParties): PlannedNotification[] {
  return draftsFor(event, parties).map((draft) => ({
    ...draft,
    id: notificationId(event.id, draft.recipientUserId),
    eventId: event.id,
    createdAt: event.occurredAt,
    position: event.position,
  }))
}

function draftsFor(event: EventEnvelope<any>, parties: AppointmentParties | undefined): Draft[] {
  switch (event.type) {
    case 'AppointmentBooked': {
      const p = event.payload as AppointmentBooked
      const base = { appointmentId: p.appointmentId, scheduledAt: p.scheduledAt, timezone: p.timezone }
      return [
        {
          kind: 'APPOINTMENT_BOOKED',
          recipientUserId: p.patientUserId,
          link: appointmentLink('PATIENT', p.appointmentId),
          params: { ...base, recipientRole: 'PATIENT', counterpartName: p.providerName },
        },
        {
          kind: 'APPOINTMENT_BOOKED',
          recipientUserId: p.providerUserId,
          link: appointmentLink('PROVIDER', p.appointmentId),
          params: { ...base, recipientRole: 'PROVIDER', counterpartName: p.patientName },
        },
      ]
    }
    case 'AppointmentRescheduled': {
      const p = event.payload as AppointmentRescheduled
      return bothSides(p, (role, userId) => ({
        kind: 'APPOINTMENT_RESCHEDULED',
        recipientUserId: userId,
        link: appointmentLink(role, p.appointmentId),
        params: {
          ...appointmentFacts(p, role, parties),
          scheduledAt: p.scheduledAt,
          timezone: p.timezone,
          fromScheduledAt: p.fromScheduledAt,
          byMe: p.rescheduledByUserId === userId,
        },
      }))
    }
    case 'AppointmentCancelled': {
      const p = event.payload as AppointmentCancelled
      return bothSides(p, (role, userId) => ({
        kind: 'APPOINTMENT_CANCELLED',
        recipientUserId: userId,
        // a cancelled appointment has no waiting room: each side's list
        link: role === 'PATIENT' ? '/patient' : '/provider/appointments',
        params: {
          ...appointmentFacts(p, role, parties),
          scheduledAt: p.scheduledAt,
          cancelledBy: p.cancelledBy,
          byMe: p.cancelledByUserId ? p.cancelledByUserId === userId : p.cancelledBy === role,
          reason: p.reason?.trim() ? p.reason.trim() : null,
        },
      }))
    }
    case 'WaitlistSlotOffered': {
      const p = event.payload as WaitlistSlotOffered
      return [
        {
          kind: 'WAITLIST_SLOT_OFFERED',
          recipientUserId: p.patientUserId,
          link: '/patient',
          params: { offerId: p.offerId, providerName: p.providerName, scheduledAt: p.scheduledAt, expiresAt: p.expiresAt },
        },
      ]
    }
    case 'MedicalRecordUpdated': {
      const p = event.payload as MedicalRecordUpdated
      if (p.change !== 'FINALISED') return []
      const sameVisit = parties && parties.appointmentId === p.appointmentId
      return [
        {
          kind: 'MEDICAL_RECORD_FINALISED',
          recipientUserId: p.patientUserId,
          link: '/patient',
          params: {
            recordId: p.recordId,
            appointmentId: p.appointmentId,
            visitDate: p.visitDate,
            providerName: sameVisit ? parties.providerName : null,
          },
        },
      ]
    }
    case 'ProviderVerified': {
      const p = event.payload as ProviderVerified
      return [{ kind: 'PROVIDER_VERIFIED', recipientUserId: p.userId, link: '/provider', params: { strNumber: p.strNumber } }]
    }
    // a message to someone with no open tab (an open tab shows it, and its header counts it)
    case 'MessageSent': {
      const p = event.payload as MessageSent
      if (p.recipientOnline) return []
      const recipientRole: ParticipantRole = p.senderRole === 'PATIENT' ? 'PROVIDER' : 'PATIENT'
      const page = recipientRole === 'PATIENT' ? '/patient/pesan' : '/provider/pesan'
      return [
        {
          kind: 'MESSAGE_RECEIVED',
          recipientUserId: p.recipientUserId,
          link: `${page}/${p.conversationId}`,
          params: { conversationId: p.conversationId, senderName: p.senderName, recipientRole },
        },
      ]
    }
    default:
      return []
  }
}

interface Participants {
  appointmentId: string
  patientUserId: string
  providerUserId: string
}

function bothSides(p: Participants, draft: (role: ParticipantRole, userId: string) => Draft): Draft[] {
  return [draft('PATIENT', p.patientUserId), draft('PROVIDER', p.providerUserId)]
}

function appointmentFacts(p: Participants, role: ParticipantRole, parties: AppointmentParties | undefined) {
  const known = parties && parties.appointmentId === p.appointmentId ? parties : undefined
  return {
    appointmentId: p.appointmentId,
    recipientRole: role,
    timezone: known?.timezone ?? null,
    counterpartName: known ? (role === 'PATIENT' ? known.providerName : known.patientName) : null,
  }
}

/** Appointment ids whose booking facts an event's notifications need. */
export function appointmentIdOf(event: EventEnvelope<any>): string | null {
  switch (event.type) {
    case 'AppointmentRescheduled':
    case 'AppointmentCancelled':
      return event.payload.appointmentId
    case 'MedicalRecordUpdated':
      return event.payload.change === 'FINALISED' ? (event.payload.appointmentId ?? null) : null
    default:
      return null
  }
}
