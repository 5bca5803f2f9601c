import type { EventEnvelope } from '#events/envelope'
import type { AdminActivityPush, PatientChangedPush, UserChangedPush } from '#modules/identity/index'
import type { DocumentChangedPush, RecordChangedPush } from '#modules/records/index'
import type { AppointmentChangedPush, AvailabilityChangedPush, WaitlistChangedPush } from '#modules/scheduling/index'

export interface Push {
  rooms: string[]
  event: string
  data: Record<string, unknown>
  /** Sockets in this room are disconnected after the push (suspended accounts). */
  disconnectRoom?: string
}

/** Which screens must hear about an event. Pure, so it is unit-tested. */
export function pushesFor(event: EventEnvelope<any>): Push[] {
  const base = { type: event.type, at: event.occurredAt, position: event.position }
  switch (event.type) {
    case 'UserRegistered':
    case 'UserEmailChanged':
    case 'UserActivated':
      return [{ rooms: ['admins'], event: 'user.changed', data: { ...base, ...userFields(event.payload) } }]
    // The admin table's "Verifikasi" column and its stat card, on every admin's screen.
    case 'ProviderVerified':
    case 'ProviderStrNumberChanged':
      return [{ rooms: ['admins'], event: 'user.changed', data: { ...base, ...userFields({ ...event.payload, role: 'PROVIDER' }) } }]
    // A deleted (anonymised) account loses its open sockets exactly like a suspended one.
    case 'UserDeleted':
    case 'UserSuspended':
      return [
        { rooms: [`user:${event.payload.userId}`], event: 'session.revoked', data: base },
        {
          rooms: ['admins'],
          event: 'user.changed',
          data: { ...base, ...userFields(event.payload) },
          disconnectRoom: `user:${event.payload.userId}`,
        },
      ]
    // The patient's own screens, and the pages of the providers who treat them (they join patient:<profile id>).
    case 'PatientProfileUpdated': {
      const p = event.payload
      const data = {
        type: event.type,
        patientUserId: p.userId,
        patientId: p.profileId,
        changedFields: p.changedFields,
        position: event.position,
      } satisfies PatientChangedPush
      return [{ rooms: [`user:${p.userId}`, `patient:${p.profileId}`], event: 'patient.changed', data }]
    }
    // The provider's own screens, and the admin table's name column.
    case 'ProviderProfileUpdated': {
      const p = event.payload
      return [
        { rooms: [`user:${p.userId}`], event: 'profile.changed', data: { ...base, userId: p.userId } },
        {
          rooms: ['admins'],
          event: 'user.changed',
          data: { ...base, ...userFields({ ...p, role: 'PROVIDER', name: p.displayName }) },
        },
      ]
    }
    case 'AppointmentBooked':
    case 'AppointmentRescheduled':
    case 'AppointmentCancelled':
    case 'SessionEnded': {
      const p = event.payload
      const rooms = [`user:${p.patientUserId}`, `user:${p.providerUserId}`]
      if (event.type === 'SessionEnded') rooms.push(`appointment:${p.appointmentId}`)
      return [
        {
          rooms,
          event: 'appointment.changed',
          data: {
            type: event.type,
            appointmentId: p.appointmentId,
            // a move keeps the appointment SCHEDULED (only SCHEDULED ones can move)
            status: event.type === 'AppointmentRescheduled' ? 'SCHEDULED' : p.status,
            ...(event.type === 'AppointmentRescheduled' ? { scheduledAt: p.scheduledAt } : {}),
            position: event.position,
            at: event.occurredAt,
          } satisfies AppointmentChangedPush,
        },
      ]
    }
    // patients looking at this provider's slots, and the provider's own other screens
    case 'ProviderScheduleUpdated': {
      const p = event.payload
      const data = {
        type: 'ProviderScheduleUpdated',
        providerId: p.providerId,
        position: event.position,
        at: event.occurredAt,
      } satisfies AvailabilityChangedPush
      return [{ rooms: [`availability:${p.providerId}`, `user:${p.providerUserId}`], event: 'availability.changed', data }]
    }
    // the patient's 'Daftar Tunggu' section: joined, left, a slot offered (live), an offer ended
    case 'WaitlistJoined':
    case 'WaitlistLeft':
    case 'WaitlistSlotOffered':
    case 'WaitlistOfferClosed': {
      const p = event.payload
      const data = {
        type: event.type,
        waitlistEntryId: p.waitlistEntryId,
        offerId: p.offerId ?? null,
        position: event.position,
        at: event.occurredAt,
      } satisfies WaitlistChangedPush
      return [{ rooms: [`user:${p.patientUserId}`], event: 'waitlist.changed', data }]
    }
    case 'MedicalRecordCreated':
    case 'MedicalRecordUpdated': {
      const p = event.payload
      const data = {
        type: event.type,
        recordId: p.recordId,
        patientId: p.patientId,
        appointmentId: p.appointmentId ?? null,
        position: event.position,
      } satisfies RecordChangedPush
      return [{ rooms: participantRooms(p), event: 'record.changed', data }]
    }
    case 'DocumentUploaded':
    case 'DocumentVisibilityChanged': {
      const p = event.payload
      const data = {
        type: event.type,
        uploadId: p.uploadId,
        patientId: p.patientId,
        hidden: p.hidden,
        position: event.position,
      } satisfies DocumentChangedPush
      return [{ rooms: participantRooms(p), event: 'document.changed', data }]
    }
    default:
      return []
  }
}

/**
 * 'Aktivitas Terkini' on every admin's dashboard: an event the feed shows (`feedTypes`, identity's
 * adminActivityTypes) is announced to the room `admins`, whose screens refetch the feed past it.
 */
export function activityPushesFor(event: EventEnvelope<any>, feedTypes: ReadonlySet<string>): Push[] {
  if (!feedTypes.has(event.type)) return []
  const data = { type: event.type, position: event.position, at: event.occurredAt } satisfies Omit<AdminActivityPush, 'type'> & {
    type: string
  }
  return [{ rooms: ['admins'], event: 'activity.added', data }]
}

/** The patient, the provider and, when the change belongs to a consultation, its room. */
function participantRooms(p: { patientUserId: string; providerUserId: string; appointmentId?: string | null }) {
  const rooms = [`user:${p.patientUserId}`, `user:${p.providerUserId}`]
  if (p.appointmentId) rooms.push(`appointment:${p.appointmentId}`)
  return rooms
}

/** The event types that produce pushes (the gateway consumer subscribes to exactly these). */
export const PUSHED_EVENT_TYPES = [
  'UserRegistered',
  'UserEmailChanged',
  'UserSuspended',
  'UserActivated',
  'UserDeleted',
  'ProviderVerified',
  'ProviderStrNumberChanged',
  'PatientProfileUpdated',
  'ProviderProfileUpdated',
  'AppointmentBooked',
  'AppointmentRescheduled',
  'AppointmentCancelled',
  'SessionEnded',
  'ProviderScheduleUpdated',
  'WaitlistJoined',
  'WaitlistLeft',
  'WaitlistSlotOffered',
  'WaitlistOfferClosed',
  'MedicalRecordCreated',
  'MedicalRecordUpdated',
  'DocumentUploaded',
  'DocumentVisibilityChanged',
]

function userFields(p: Record<string, any>): Omit<UserChangedPush, 'type' | 'at' | 'position'> {
  return { userId: p.userId, email: p.email, role: p.role, name: p.name, status: p.status }
}
