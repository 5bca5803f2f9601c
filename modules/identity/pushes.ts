import type { EventEnvelope } from '#events/envelope'
import type { EventPushes, ModulePush } from '#modules/kernel/index'
import type { UserChangedPush } from './contracts/user-changed-push.js'
import type { PatientChangedPush } from './contracts/patient-changed-push.js'
import { adminActivityTypes, type AdminActivityPush } from './contracts/admin-activity.js'

/** Which screens must hear about identity's events. Pure, so it is unit-tested. */
export function identityPushesFor(event: EventEnvelope<any>): ModulePush[] {
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
    default:
      return []
  }
}

/**
 * 'Aktivitas Terkini' on every admin's dashboard: an event the feed shows (`feedTypes`,
 * adminActivityTypes, of any module) is announced to the room `admins`, whose screens refetch the feed past it.
 */
export function activityPushesFor(event: EventEnvelope<any>, feedTypes: ReadonlySet<string>): ModulePush[] {
  if (!feedTypes.has(event.type)) return []
  const data = { type: event.type, position: event.position, at: event.occurredAt } satisfies Omit<AdminActivityPush, 'type'> & {
    type: string
  }
  return [{ rooms: ['admins'], event: 'activity.added', data }]
}

/** The event types of identity that produce pushes. */
export const IDENTITY_PUSHED_TYPES = [
  'UserRegistered',
  'UserEmailChanged',
  'UserSuspended',
  'UserActivated',
  'UserDeleted',
  'ProviderVerified',
  'ProviderStrNumberChanged',
  'PatientProfileUpdated',
  'ProviderProfileUpdated',
]

const ACTIVITY_TYPES: ReadonlySet<string> = new Set(adminActivityTypes)

/** Identity's pushes: its own events, and the admins' activity feed entry of every event it shows. */
export const identityPushes: EventPushes = {
  types: [...new Set([...IDENTITY_PUSHED_TYPES, ...adminActivityTypes])],
  pushesFor: (event) => [...identityPushesFor(event), ...activityPushesFor(event, ACTIVITY_TYPES)],
}

function userFields(p: Record<string, any>): Omit<UserChangedPush, 'type' | 'at' | 'position'> {
  return { userId: p.userId, email: p.email, role: p.role, name: p.name, status: p.status }
}
