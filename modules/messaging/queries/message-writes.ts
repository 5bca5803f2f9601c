import type { QueryClientContract } from '@adonisjs/lucid/types/database'
import { isUuid, type ConversationRow, type MessageRow } from './conversations.js'

/**
 * Locks the conversation row and moves its last_seq on by one, in one statement: the UPDATE holds
 * the row lock until commit (as lockConversation's FOR UPDATE does, which it conflicts with), so
 * sends, reads and withdrawals of one conversation still go one at a time. Returns the row with the
 * new last_seq, the message's seq (null: no such conversation).
 */
export async function takeNextSeq(conversationId: string, trx: QueryClientContract): Promise<ConversationRow | null> {
  if (!isUuid(conversationId)) return null
  const { rows } = await trx.rawQuery('UPDATE conversations SET last_seq = last_seq + 1 WHERE id = ? RETURNING *', [conversationId])
  return (rows[0] as ConversationRow | undefined) ?? null
}

type NewMessage = Omit<MessageRow, 'id' | 'sent_at' | 'withdrawn_at'>

/** Stores the message and moves its sender's read mark to it (never back), in one statement. */
export async function insertMessage(trx: QueryClientContract, m: NewMessage): Promise<MessageRow> {
  const { rows } = await trx.rawQuery(
    `WITH message AS (
       INSERT INTO messages (conversation_id, seq, sender_user_id, sender_role, text,
                             attachment_upload_id, attachment_name, attachment_mime_type, attachment_size_bytes)
       VALUES (?, ?, ?, ?, ?, ?, ?, ?, ?) RETURNING *),
     mark AS (
       INSERT INTO conversation_reads (conversation_id, user_id, read_seq, read_at) VALUES (?, ?, ?, now())
       ON CONFLICT (conversation_id, user_id) DO UPDATE
         SET read_seq = GREATEST(conversation_reads.read_seq, EXCLUDED.read_seq), read_at = now())
     SELECT * FROM message`,
    [
      m.conversation_id,
      m.seq,
      m.sender_user_id,
      m.sender_role,
      m.text,
      m.attachment_upload_id,
      m.attachment_name,
      m.attachment_mime_type,
      m.attachment_size_bytes,
      m.conversation_id,
      m.sender_user_id,
      m.seq,
    ] as any[] // Lucid's binding type omits null, which pg sends as SQL NULL
  )
  return rows[0] as MessageRow
}
