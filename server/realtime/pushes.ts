import type { EventEnvelope } from '#events/envelope'
import type { AdminActivityPush, UserChangedPush } from '#modules/identity/index'
import type { DocumentChangedPush, RecordChangedPush } from '#modules/records/index'
import type { AppointmentChangedPush } from '#modules/scheduling/index'

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
    case 'AppointmentBooked':
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
            status: p.status,
            position: event.position,
            at: event.occurredAt,
          } satisfies AppointmentChangedPush,
        },
      ]
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
  'AppointmentBooked',
  'AppointmentCancelled',
  'SessionEnded',
  'MedicalRecordCreated',
  'MedicalRecordUpdated',
  'DocumentUploaded',
  'DocumentVisibilityChanged',
]

function userFields(p: Record<string, any>): Omit<UserChangedPush, 'type' | 'at' | 'position'> {
  return { userId: p.userId, email: p.email, role: p.role, name: p.name, status: p.status }
}
