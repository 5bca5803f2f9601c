/** Mirrors the server's rule (modules/messaging/domain/conversation-access.ts): the sender, within 5 minutes. */
export const WITHDRAW_WINDOW_MS = 5 * 60_000

export function isWithdrawable(message: { mine: boolean; withdrawn: boolean; sentAt: string }, now = Date.now()): boolean {
  return message.mine && !message.withdrawn && now - new Date(message.sentAt).getTime() <= WITHDRAW_WINDOW_MS
}

/** Where each role reads its conversations. */
export function messagesPath(role: 'PATIENT' | 'PROVIDER' | string, conversationId?: string): string {
  const base = role === 'PROVIDER' ? '/provider/pesan' : '/patient/pesan'
  return conversationId ? `${base}/${conversationId}` : base
}
