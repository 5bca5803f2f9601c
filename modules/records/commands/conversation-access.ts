import type { QueryClientContract } from '@adonisjs/lucid/types/database'
import type { AccessAction } from '../contracts/access-log-item.js'
import { resolveActor, type RecordsActor } from '../queries/actor.js'
import { insertRows } from './access-log-batch.js'
import { accessRow, recordAccess } from './record-access.js'

/**
 * The participant as the access trail stamps them, resolved BEFORE the caller's transaction: the
 * lookup takes its own pool connection, and one taken inside a transaction that already holds one
 * starves the pool under load (every connection held, each waiting for a second). A provider comes
 * from the node's identity cache: every message a provider sends or reads resolves them.
 */
export async function conversationActor(user: { id: string; role: 'PATIENT' | 'PROVIDER' }, requestId: string | null) {
  return resolveActor(user, requestId, { cached: true })
}

/**
 * Writes a conversation's read or change to the patient's access trail (modules/messaging: messages
 * are part of the medical record; the patient sees who read them).
 */
export async function recordConversationAccess(
  actor: RecordsActor,
  access: { action: AccessAction; conversationId: string; patientId: string },
  client?: QueryClientContract
) {
  await recordAccess(
    actor,
    [{ action: access.action, resourceType: 'conversation', resourceId: access.conversationId, patientId: access.patientId }],
    client
  )
}

/** Several participants' conversation accesses in one statement of `client`'s transaction (a batch of sends). */
export async function recordConversationAccesses(
  accesses: Array<{ actor: RecordsActor; action: AccessAction; conversationId: string; patientId: string }>,
  client: QueryClientContract
) {
  if (accesses.length === 0) return
  await insertRows(
    accesses.map(({ actor, action, conversationId, patientId }) =>
      accessRow(actor, { action, resourceType: 'conversation', resourceId: conversationId, patientId })
    ),
    client
  )
}
