import type { QueryClientContract } from '@adonisjs/lucid/types/database'

/**
 * Serialises the session screen's saves with the finalisation that SessionEnded triggers, per
 * appointment, so a draft saved as the session ends is either refused or finalised — never
 * left as a draft. The finalisation marks the session closed (records_closed_sessions, the
 * records module's own table) under the same lock; a save that finds the mark is refused.
 */
export async function lockAppointmentRecords(trx: QueryClientContract, appointmentId: string) {
  await trx.rawQuery('SELECT pg_advisory_xact_lock(hashtext(?))', [`records:appointment:${appointmentId}`])
}

/** Marks a consultation closed (its drafts are final from now on); called under the lock. */
export async function markSessionClosed(trx: QueryClientContract, appointmentId: string, reason: 'ENDED' | 'CANCELLED') {
  await trx.rawQuery(
    `INSERT INTO records_closed_sessions (appointment_id, reason) VALUES (?, ?) ON CONFLICT (appointment_id) DO NOTHING`,
    [appointmentId, reason]
  )
}

/** Whether the finalisation already ran for this consultation; called under the lock. */
export async function isSessionClosed(trx: QueryClientContract, appointmentId: string): Promise<boolean> {
  const { rows } = await trx.rawQuery('SELECT 1 FROM records_closed_sessions WHERE appointment_id = ?', [appointmentId])
  return rows.length > 0
}
