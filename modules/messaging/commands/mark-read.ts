import db from '@adonisjs/lucid/services/db'
import { appendEvents } from '#events/outbox'
import { MessageReadV1 } from '#events/messaging/message-read'
import { DomainError, type CommandContext } from '#modules/kernel/index'
import { assertMayRead, type MessagingUser } from '../queries/access.js'
import { findConversation, lockConversation, readMarks } from '../queries/conversations.js'

/**
 * The reader has seen the conversation up to `upTo` (one of its messages): their read mark moves
 * forward (never back) and one MessageRead carries what stays unread for them. Reading what was
 * already read changes nothing (no event).
 */
export async function markRead(conversationId: string, upTo: string, user: MessagingUser, ctx: CommandContext) {
  await assertMayRead(user, await findConversation(conversationId))
  return db.transaction(async (trx) => {
    const conversation = await lockConversation(conversationId, trx)
    if (!conversation) throw new DomainError(404, 'messaging.conversation_not_found')
    const message = await trx.from('messages').where({ id: upTo, conversation_id: conversation.id }).select('seq').first()
    if (!message) throw new DomainError(422, 'messaging.up_to_unknown', [{ field: 'upTo', message: 'messaging.up_to_unknown' }])
    const upToSeq = Number(message.seq)
    const current = (await readMarks(conversation.id, trx)).get(user.id) ?? 0
    if (upToSeq <= current) return { readSeq: current, position: null }
    await trx.rawQuery(
      `INSERT INTO conversation_reads (conversation_id, user_id, read_seq, read_at) VALUES (?, ?, ?, now())
       ON CONFLICT (conversation_id, user_id) DO UPDATE SET read_seq = EXCLUDED.read_seq, read_at = now()`,
      [conversation.id, user.id, upToSeq]
    )
    const { rows } = await trx.rawQuery(
      `SELECT count(*)::int AS n FROM messages WHERE conversation_id = ? AND seq > ? AND sender_user_id <> ?`,
      [conversation.id, upToSeq, user.id]
    )
    const event = MessageReadV1.create(conversation.id, {
      conversationId: conversation.id,
      readerUserId: user.id,
      upToMessageId: upTo,
      upToSeq,
      unreadAfter: rows[0].n,
      patientUserId: conversation.patient_user_id,
      providerUserId: conversation.provider_user_id,
      readAt: new Date().toISOString(),
    })
    const position = await appendEvents(trx, [event], { actorId: user.id, correlationId: ctx.correlationId })
    return { readSeq: upToSeq, position }
  })
}
