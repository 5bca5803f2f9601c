import type { Role } from '#modules/identity/index'
import { providerTreatsPatientNow } from './relation.js'

const PATIENT_ROOM = /^patient:([0-9a-f-]{36})$/i

/**
 * Socket room patient:<patient profile id>: profile changes of that patient (PatientProfileUpdated).
 * A provider joins it only while they may read the patient over HTTP — the same rule, the same
 * function (relation.ts: verified, and an appointment whose access window is open now); anyone
 * else is refused.
 */
export async function patientRoomGuard(user: { id: string; role: string }, room: string): Promise<boolean> {
  const m = PATIENT_ROOM.exec(room)
  if (!m) return false
  return providerTreatsPatientNow({ id: user.id, role: user.role as Role }, m[1].toLowerCase())
}
