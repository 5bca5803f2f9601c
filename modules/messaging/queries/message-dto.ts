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
    attachment: withdrawn ? null : attachmentOf(row),
    withdrawn,
    readByCounterpart: mine && Number(row.seq) <= counterpartReadSeq,
    sentAt: new Date(row.sent_at).toISOString(),
    withdrawnAt: row.withdrawn_at ? new Date(row.withdrawn_at).toISOString() : null,
  }
}

/** The download route of a message's attachment: its two participants, under the records rule. */
export const attachmentUrl = (messageId: string) => `/api/messages/${messageId}/attachment`

function attachmentOf(row: MessageRow): MessageDto['attachment'] {
  if (!row.attachment_upload_id) return null
  return {
    documentId: row.attachment_upload_id,
    name: row.attachment_name ?? '',
    mimeType: row.attachment_mime_type ?? 'application/octet-stream',
    sizeBytes: Number(row.attachment_size_bytes ?? 0),
    url: attachmentUrl(row.id),
  }
}
