import db from '@adonisjs/lucid/services/db'
import { providerHasPatient } from '#modules/scheduling/index'
import type { Relation } from '../domain/access.js'
import type { RecordsActor } from './actor.js'

/** Has this provider already written in the patient's record? (Own table: consistent.) */
export async function hasAuthoredFor(providerUserId: string, patientId: string): Promise<boolean> {
  const row = await db
    .from('medical_records')
    .where({ provider_user_id: providerUserId, patient_id: patientId })
    .select('id')
    .first()
  return row !== null
}

/**
 * What the actor is to a patient: the patient themself, or a provider who treats them (an
 * appointment that is not cancelled — asked of scheduling's facade — or an entry they wrote).
 */
export async function relationTo(actor: RecordsActor, patientId: string): Promise<Relation> {
  if (actor.role === 'PATIENT') return { isSelf: actor.profileId === patientId, treats: false }
  if (actor.role !== 'PROVIDER') return { isSelf: false, treats: false }
  const treats = (await providerHasPatient(actor.userId, patientId)) || (await hasAuthoredFor(actor.userId, patientId))
  return { isSelf: false, treats }
}
