import type { QueryClientContract } from '@adonisjs/lucid/types/database'

/**
 * Serialises the session screen's saves with the finalisation that SessionEnded triggers, per
 * appointment, so a draft saved as the session ends is either refused or finalised — never
 * left as a draft.
 */
export async function lockAppointmentRecords(trx: QueryClientContract, appointmentId: string) {
  await trx.rawQuery('SELECT pg_advisory_xact_lock(hashtext(?))', [`records:appointment:${appointmentId}`])
}
