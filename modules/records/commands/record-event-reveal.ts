import type { QueryClientContract } from '@adonisjs/lucid/types/database'
import type { Role } from '#modules/identity/index'
import { resolveActor } from '../queries/actor.js'
import { recordAccess } from './record-access.js'

/**
 * An admin revealed the patient fields of one system event (operations' event browser, issue 24):
 * one READ line of resource 'event' in that patient's access trail, which the patient sees. Written
 * in the reveal's own transaction, so a reveal is never shown without its trail line.
 */
export async function recordEventRevealed(
  reader: { userId: string; role: Role; requestId: string | null },
  patientId: string,
  eventId: string,
  client: QueryClientContract
) {
  const actor = await resolveActor({ id: reader.userId, role: reader.role }, reader.requestId)
  await recordAccess(actor, [{ action: 'READ', resourceType: 'event', resourceId: eventId, patientId }], client)
}
