import db from '@adonisjs/lucid/services/db'

/**
 * Patient profile ids a provider (by user id) has an appointment with that is not cancelled,
 * from scheduling's own table (consistent with the writes). Used by the records module to
 * decide whose records a provider's records page may show.
 */
export async function listPatientIdsOfProvider(providerUserId: string): Promise<string[]> {
  const rows = await db
    .from('appointments')
    .where('provider_user_id', providerUserId)
    .whereNot('status', 'CANCELLED')
    .distinct('patient_id')
  return rows.map((r) => r.patient_id as string)
}
