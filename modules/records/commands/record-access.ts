import type { QueryClientContract } from '@adonisjs/lucid/types/database'
import type { AccessAction, ResourceType } from '../contracts/access-log-item.js'
import type { AccessEntry } from '../domain/access-log.js'
import type { RecordsActor } from '../queries/actor.js'
import { insertAccessRows, insertRows, type AccessLogRow } from './access-log-batch.js'

/** One access-trail row: who (the actor) touched what (the entry). */
export function accessRow(actor: RecordsActor, e: AccessEntry): AccessLogRow {
  return {
    actor_user_id: actor.userId,
    actor_role: actor.role,
    actor_name: actor.name,
    action: e.action,
    resource_type: e.resourceType,
    resource_id: e.resourceId,
    patient_id: e.patientId,
    request_id: actor.requestId,
  }
}

/**
 * Writes the audit trail: one row per record or document touched. Changes call it inside
 * their transaction; reads call it before the response leaves, so no read goes unrecorded.
 */
export async function recordAccess(actor: RecordsActor, entries: AccessEntry[], client?: QueryClientContract) {
  if (entries.length === 0) return
  const rows = entries.map((e) => accessRow(actor, e))
  // a change's rows commit with it; a read's are group-committed with concurrent reads'
  if (client) await insertRows(rows, client)
  else await insertAccessRows(rows)
}

/**
 * The entries of a list read: one per item, or one without a resource when the list was empty
 * for that patient (opening it is an access too).
 */
export function listEntries(
  action: AccessAction,
  resourceType: ResourceType,
  items: Array<{ id: string; patientId: string }>,
  emptyForPatient?: string
): AccessEntry[] {
  if (items.length === 0) return emptyForPatient ? [{ action, resourceType, resourceId: null, patientId: emptyForPatient }] : []
  return items.map((i) => ({ action, resourceType, resourceId: i.id, patientId: i.patientId }))
}
