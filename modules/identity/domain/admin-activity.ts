import { assertNever } from '#modules/kernel/index'
import type { AdminActivityParams, AdminActivityType } from '../contracts/admin-activity.js'
import { adminActivityTypes } from '../contracts/admin-activity.js'

/** What an event leaves in the activity feed: ids of the people it names and its text's values. */
export interface ActivityEntry {
  actorId: string | null
  subjectId: string | null
  otherId: string | null
  params: AdminActivityParams
}

interface ActivityEvent {
  type: string
  actorId: string | null
  payload: Record<string, any>
}

const KNOWN = new Set<string>(adminActivityTypes)

export function isActivityType(type: string): type is AdminActivityType {
  return KNOWN.has(type)
}

const entry = (
  actorId: string | null | undefined,
  subjectId: string | null,
  otherId: string | null,
  params: AdminActivityParams = {}
) => ({
  actorId: actorId ?? null,
  subjectId,
  otherId,
  params,
})

/**
 * The feed entry of an event, or null when admins do not see it. Pure (unit-tested); the
 * projection stores it and the query resolves the ids to people at read time.
 */
export function activityEntryFor(event: ActivityEvent): ActivityEntry | null {
  if (!isActivityType(event.type)) return null
  const p = event.payload
  const type = event.type
  switch (type) {
    case 'UserRegistered':
      return entry(event.actorId ?? p.userId, p.userId, null, { role: p.role })
    case 'UserEmailChanged':
      return entry(event.actorId, p.userId, null)
    case 'UserSuspended':
    case 'UserActivated':
      return entry(event.actorId, p.userId, null, { role: p.role })
    case 'UserDeleted':
      return entry(event.actorId, p.userId, null, { role: p.role, anonymised: p.anonymised })
    case 'ProviderVerified':
      return entry(p.verifiedBy ?? event.actorId, p.userId, null)
    case 'ProviderStrNumberChanged':
      return entry(event.actorId, p.userId, null, { verificationRevoked: p.verificationRevoked })
    case 'AdminUsersExported':
      return entry(p.exportedBy, null, null, { filter: p.filter, search: p.search, rowCount: p.rowCount })
    case 'AppointmentBooked':
      return entry(event.actorId ?? p.patientUserId, p.patientUserId, p.providerUserId, { scheduledAt: p.scheduledAt })
    case 'AppointmentCancelled':
      return entry(p.cancelledByUserId ?? event.actorId, p.patientUserId, p.providerUserId, {
        scheduledAt: p.scheduledAt,
        cancelledBy: p.cancelledBy,
      })
    case 'AppointmentRescheduled':
      return entry(p.rescheduledByUserId ?? event.actorId, p.patientUserId, p.providerUserId, {
        fromScheduledAt: p.fromScheduledAt,
        scheduledAt: p.scheduledAt,
        rescheduledBy: p.rescheduledBy,
      })
    case 'SessionEnded':
      return entry(event.actorId, p.patientUserId, p.providerUserId, { scheduledAt: p.scheduledAt, endedBy: p.endedBy })
    case 'WaitlistSlotOffered':
      return entry(null, p.patientUserId, p.providerUserId, { scheduledAt: p.scheduledAt, expiresAt: p.expiresAt })
    case 'MedicalRecordCreated':
      return entry(event.actorId ?? p.providerUserId, p.patientUserId, p.providerUserId, { status: p.status })
    case 'DocumentUploaded':
      return entry(event.actorId ?? p.providerUserId, p.patientUserId, p.providerUserId)
    case 'QuizCompleted':
      return entry(p.userId, p.userId, null, { quizLevel: p.quizLevel, score: p.score, totalQuestions: p.totalQuestions })
    case 'ClinicSettingsUpdated':
      return entry(event.actorId, null, null, { version: p.version, changed: Object.keys(p.changes ?? {}).sort() })
    default:
      return assertNever(type)
  }
}
