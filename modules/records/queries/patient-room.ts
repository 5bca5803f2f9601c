import db from '@adonisjs/lucid/services/db'

const PATIENT_ROOM = /^patient:([0-9a-f-]{36})$/i

/**
 * Socket room patient:<patient profile id>: profile changes of that patient (PatientProfileUpdated).
 * A provider joins it for a patient they treat, the same relation that lists the patient on their
 * pages (a row in the provider-patient summaries); anyone else is refused.
 */
export async function patientRoomGuard(user: { id: string; role: string }, room: string): Promise<boolean> {
  const m = PATIENT_ROOM.exec(room)
  if (!m || user.role !== 'PROVIDER') return false
  const row = await db
    .from('rm_provider_patient_summaries')
    .where({ provider_user_id: user.id, patient_id: m[1].toLowerCase() })
    .select('patient_id')
    .first()
  return row !== null
}
