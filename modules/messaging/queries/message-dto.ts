import type { MessageDto } from '../contracts/messaging-dto.js'
import type { MessageRow } from './conversations.js'

/** A message as `viewerUserId` sees it; `counterpartReadSeq` is how far the other side has read. */
export function messageDto(row: MessageRow, viewerUserId: string, counterpartReadSeq: number): MessageDto {
  const mine = row.sender_user_id === viewerUserId
  const withdrawn = row.withdrawn_at !== null
  return {
    id: row.id,
    conversationId: row.conversation_id,
    seq: Number(row.seq),
    senderUserId: row.sender_user_id,
    senderRole: row.sender_role,
    mine,
    text: withdrawn ? null : row.text,
    attachment: null,
    withdrawn,
    readByCounterpart: mine && Number(row.seq) <= counterpartReadSeq,
    sentAt: new Date(row.sent_at).toISOString(),
    withdrawnAt: row.withdrawn_at ? new Date(row.withdrawn_at).toISOString() : null,
  }
}
