import { getCachedUserWithProfile } from '#modules/identity/index'
import { DomainError } from '#modules/kernel/index'
import { providerAccessToPatient } from '#modules/records/index'
import { decideConversationAccess, type AccessDecision } from '../domain/conversation-access.js'
import type { ConversationFacts } from './conversations.js'

export interface MessagingUser {
  id: string
  role: 'PATIENT' | 'PROVIDER' | 'ADMIN'
}

/*
 * Accounts are read from the node's identity cache (a change evicts it on every node by NOTIFY, as
 * for the signed-in user of every request): a send or a read changes no account, and each asked
 * for the same two accounts from the database several times (a third of a send's statements).
 */

/** A removed account is not active; any other failure (a database error) is not a refusal and surfaces. */
async function isActive(userId: string) {
  const account = await getCachedUserWithProfile(userId).catch((error: unknown) => {
    if (error instanceof DomainError && error.status === 404) return null
    throw error
  })
  return account?.status === 'ACTIVE'
}

/** The name a participant goes by (a patient's full name, a provider's display name). */
export async function nameOf(userId: string): Promise<string> {
  const account = await getCachedUserWithProfile(userId)
  const profile = (account.profile ?? {}) as { fullName?: string; displayName?: string }
  return profile.displayName ?? profile.fullName ?? account.email
}

/** Loads the facts the access rule needs (a participant's only) and asks it. */
export async function accessTo(user: MessagingUser, conversation: ConversationFacts): Promise<AccessDecision> {
  const participants = { patientUserId: conversation.patient_user_id, providerUserId: conversation.provider_user_id }
  const isParticipant = user.id === participants.patientUserId || user.id === participants.providerUserId
  if (user.role === 'ADMIN' || !isParticipant) {
    return decideConversationAccess({
      viewer: { userId: user.id, role: user.role },
      conversation: participants,
      providerTreatsNow: false,
      providerWindowEverOpened: false,
      counterpartActive: false,
    })
  }
  const counterpart = user.id === participants.patientUserId ? participants.providerUserId : participants.patientUserId
  const [window, counterpartActive] = await Promise.all([
    providerAccessToPatient(conversation.provider_user_id, conversation.patient_id),
    isActive(counterpart),
  ])
  return decideConversationAccess({
    viewer: { userId: user.id, role: user.role },
    conversation: participants,
    providerTreatsNow: window.treatsNow,
    providerWindowEverOpened: window.windowEverOpened,
    counterpartActive,
  })
}

/** Throws the refusal (403 for an admin, 404 for anyone else) unless the user may read. */
export async function assertMayRead(user: MessagingUser, conversation: ConversationFacts | null) {
  if (!conversation) throw new DomainError(404, 'messaging.conversation_not_found')
  const decision = await accessTo(user, conversation)
  if (!decision.read)
    throw new DomainError(decision.status, decision.status === 403 ? 'messaging.admin_refused' : 'messaging.conversation_not_found')
  return decision
}

/** As assertMayRead, and 409 naming why when the user may read but not write. */
export async function assertMayWrite(user: MessagingUser, conversation: ConversationFacts | null) {
  const decision = await assertMayRead(user, conversation)
  if (!decision.write) throw new DomainError(409, decision.reason)
  return decision
}
