import { providerHasPatient } from '#modules/scheduling/index'
import type { Relation } from '../domain/access.js'
import type { RecordsActor } from './actor.js'

/**
 * What the actor is to a patient: the patient themself, or a provider who treats them — an
 * appointment that is not cancelled, asked of scheduling's facade. Having written an entry once
 * is not enough: after a cancellation the provider no longer sees the patient's whole record.
 */
export async function relationTo(actor: RecordsActor, patientId: string): Promise<Relation> {
  if (actor.role === 'PATIENT') return { isSelf: actor.profileId === patientId, treats: false }
  if (actor.role !== 'PROVIDER') return { isSelf: false, treats: false }
  return { isSelf: false, treats: await providerHasPatient(actor.userId, patientId) }
}
