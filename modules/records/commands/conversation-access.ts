import type { QueryClientContract } from '@adonisjs/lucid/types/database'
import type { AccessAction } from '../contracts/access-log-item.js'
import { resolveActor } from '../queries/actor.js'
import { recordAccess } from './record-access.js'

/**
 * Writes a conversation's read or change to the patient's access trail (modules/messaging: messages
 * are part of the medical record; the patient sees who read them).
 */
export async function recordConversationAccess(
  user: { id: string; role: 'PATIENT' | 'PROVIDER' },
  requestId: string | null,
  access: { action: AccessAction; conversationId: string; patientId: string },
  client?: QueryClientContract
) {
  const actor = await resolveActor(user, requestId)
  await recordAccess(
    actor,
    [{ action: access.action, resourceType: 'conversation', resourceId: access.conversationId, patientId: access.patientId }],
    client
  )
}
