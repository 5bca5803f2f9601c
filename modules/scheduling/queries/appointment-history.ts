import db from '@adonisjs/lucid/services/db'
import { isoTime } from '#events/batch-sql'
import type { AppointmentHistoryDto, AppointmentHistoryEntry } from '../contracts/appointment-history.js'

/** An appointment changes a handful of times; a hard cap keeps a pathological one bounded. */
export const HISTORY_CAP = 200

/** The history of one appointment, oldest first, with the actors' latest known names. */
export async function appointmentHistory(appointmentId: string): Promise<AppointmentHistoryDto> {
  const rows = await db
    .from('rm_appointment_history as h')
    .leftJoin('rm_appointment_people as p', 'p.user_id', 'h.actor_user_id')
    .where('h.appointment_id', appointmentId)
    .orderBy('h.position', 'asc')
    .limit(HISTORY_CAP)
    .select('h.*', 'p.name as actor_name')
  const entries: AppointmentHistoryEntry[] = rows.map((r: any) => ({
    id: r.event_id,
    action: r.action,
    at: isoTime(r.occurred_at)!,
    actor: { userId: r.actor_user_id, role: r.actor_role, name: r.actor_name || null },
    fromScheduledAt: isoTime(r.from_scheduled_at),
    toScheduledAt: isoTime(r.to_scheduled_at),
    reason: r.reason,
  }))
  return { appointmentId, entries }
}
