import db from '@adonisjs/lucid/services/db'
import { APPOINTMENT_MINUTES } from '../domain/slots.js'
import { isUuid } from './appointments.js'

/** When a consultation was booked to run and when its session ended (the FHIR Encounter's times). */
export interface SessionTimes {
  scheduledAt: string
  endsAt: string
  /** The session's end (provider ended it, or it was closed); null while it has not ended. */
  completedAt: string | null
}

/** The appointment's session times from scheduling's own table; null when there is no such appointment. */
export async function sessionTimesOf(appointmentId: string): Promise<SessionTimes | null> {
  if (!isUuid(appointmentId)) return null
  const row = await db.from('appointments').where('id', appointmentId).select('scheduled_at', 'completed_at').first()
  if (!row) return null
  const scheduledAt = new Date(row.scheduled_at)
  return {
    scheduledAt: scheduledAt.toISOString(),
    endsAt: new Date(scheduledAt.getTime() + APPOINTMENT_MINUTES * 60_000).toISOString(),
    completedAt: row.completed_at ? new Date(row.completed_at).toISOString() : null,
  }
}
