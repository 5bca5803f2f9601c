import db from '@adonisjs/lucid/services/db'
import { APPOINTMENT_MINUTES } from '../domain/slots.js'
import { isUuid } from './appointments.js'
import { mediaTimes } from '../domain/appointment-media.js'

/** When a consultation was booked to run and when its session ended (the FHIR Encounter's times). */
export interface SessionTimes {
  scheduledAt: string
  endsAt: string
  /** The session's end (provider ended it, or it was closed); null while it has not ended. */
  completedAt: string | null
  /** The built-in call: when both sides' media first flowed together; null without media of both. */
  mediaStartedAt: string | null
  /** When the last side's media stopped, once both stopped; null otherwise. */
  mediaEndedAt: string | null
}

/** The appointment's session times from scheduling's own table; null when there is no such appointment. */
export async function sessionTimesOf(appointmentId: string): Promise<SessionTimes | null> {
  if (!isUuid(appointmentId)) return null
  const row = await db.from('appointments').where('id', appointmentId).select('scheduled_at', 'completed_at').first()
  if (!row) return null
  const scheduledAt = new Date(row.scheduled_at)
  const view = await db.from('rm_appointment_views').where('id', appointmentId).select('media').first()
  return {
    scheduledAt: scheduledAt.toISOString(),
    endsAt: new Date(scheduledAt.getTime() + APPOINTMENT_MINUTES * 60_000).toISOString(),
    completedAt: row.completed_at ? new Date(row.completed_at).toISOString() : null,
    ...mediaTimes(view?.media),
  }
}
