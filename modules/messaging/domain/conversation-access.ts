/**
 * Who may read or write a patient–provider conversation, and when (issue 22; docs/messaging.md).
 * Pure: the caller loads the facts. An admin never reads a conversation; anyone but its two
 * participants learns nothing of it (404). The patient reads always and writes while the provider's
 * account is active. The provider (verified) writes while the records access window for that patient
 * is open (docs/security.md) and reads — only — once a window has been open and has closed.
 */
export interface ConversationParticipants {
  patientUserId: string
  providerUserId: string
}

export interface AccessFacts {
  viewer: { userId: string; role: 'PATIENT' | 'PROVIDER' | 'ADMIN' }
  conversation: ConversationParticipants
  /** The provider is verified and a window of one of their appointments with the patient holds now. */
  providerTreatsNow: boolean
  /** The provider is verified and a window of one of their appointments with the patient has opened (now or before). */
  providerWindowEverOpened: boolean
  /** The other participant's account is active (not suspended, not deleted). */
  counterpartActive: boolean
}

export type AccessDecision =
  | { read: true; write: true }
  | { read: true; write: false; reason: 'messaging.window_closed' | 'messaging.counterpart_inactive' }
  | { read: false; write: false; status: 403 | 404 }

export function decideConversationAccess(facts: AccessFacts): AccessDecision {
  const { viewer, conversation } = facts
  if (viewer.role === 'ADMIN') return { read: false, write: false, status: 403 }
  if (viewer.role === 'PATIENT') {
    if (viewer.userId !== conversation.patientUserId) return { read: false, write: false, status: 404 }
    return facts.counterpartActive
      ? { read: true, write: true }
      : { read: true, write: false, reason: 'messaging.counterpart_inactive' }
  }
  if (viewer.userId !== conversation.providerUserId) return { read: false, write: false, status: 404 }
  if (facts.providerTreatsNow) {
    return facts.counterpartActive
      ? { read: true, write: true }
      : { read: true, write: false, reason: 'messaging.counterpart_inactive' }
  }
  if (facts.providerWindowEverOpened) return { read: true, write: false, reason: 'messaging.window_closed' }
  return { read: false, write: false, status: 404 }
}

/** A sender may withdraw their own message within this time after sending it. */
export const WITHDRAW_WINDOW_MS = 5 * 60_000

export type WithdrawDecision = { ok: true } | { ok: false; status: 404 | 409; message: string }

export function decideWithdraw(
  message: { senderUserId: string; sentAt: Date; withdrawnAt: Date | null },
  userId: string,
  now: Date
): WithdrawDecision {
  if (message.senderUserId !== userId) return { ok: false, status: 404, message: 'messaging.message_not_found' }
  if (message.withdrawnAt) return { ok: false, status: 409, message: 'messaging.already_withdrawn' }
  if (now.getTime() - message.sentAt.getTime() > WITHDRAW_WINDOW_MS) {
    return { ok: false, status: 409, message: 'messaging.withdraw_too_late' }
  }
  return { ok: true }
}
