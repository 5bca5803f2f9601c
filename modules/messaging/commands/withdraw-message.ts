import db from '@adonisjs/lucid/services/db'
import { appendEvents } from '#events/outbox'
import { MessageWithdrawnV1 } from '#events/messaging/message-withdrawn'
import { DomainError, type CommandContext } from '#modules/kernel/index'
import { conversationActor, recordConversationAccess, withdrawConversationDocument } from '#modules/records/index'
import { decideWithdraw } from '../domain/conversation-access.js'
import { assertMayRead, type MessagingUser } from '../queries/access.js'
import { findConversation, findMessage, lockConversation, readMarks, type MessageRow } from '../queries/conversations.js'
import { messageDto } from '../queries/message-dto.js'

/**
 * The sender withdraws their message within 5 minutes: both sides then show 'Pesan ditarik'. The
 * row keeps its text (the medical record is never rewritten; the trigger of migration 0900 allows
 * only this stamp); a provider's withdrawal is in the patient's access trail. An attachment stays
 * stored among the patient's documents, marked withdrawn: listed and served to no one.
 */
export async function withdrawMessage(messageId: string, user: MessagingUser & { role: 'PATIENT' | 'PROVIDER' }, ctx: CommandContext) {
  const found = await findMessage(messageId)
  if (!found) throw new DomainError(404, 'messaging.message_not_found')
  await assertMayRead(user, await findConversation(found.conversation_id))
  // resolved before the transaction: a lookup inside it would take a second pool connection
  const trailActor = user.role === 'PROVIDER' ? await conversationActor(user, ctx.correlationId ?? null) : null
  return db.transaction(async (trx) => {
    const conversation = (await lockConversation(found.conversation_id, trx))!
    const message = (await findMessage(messageId, trx))!
    const decision = decideWithdraw(
      { senderUserId: message.sender_user_id, sentAt: new Date(message.sent_at), withdrawnAt: message.withdrawn_at },
      user.id,
      new Date()
    )
    if (!decision.ok) throw new DomainError(decision.status, decision.message)
    const [row] = (await trx
      .from('messages')
      .where('id', message.id)
      .update({ withdrawn_at: new Date() })
      .returning('*')) as MessageRow[]
    if (row.attachment_upload_id) await withdrawConversationDocument(row.attachment_upload_id, trx)
    const event = MessageWithdrawnV1.create(conversation.id, {
      conversationId: conversation.id,
      messageId: row.id,
      seq: Number(row.seq),
      senderUserId: user.id,
      patientUserId: conversation.patient_user_id,
      providerUserId: conversation.provider_user_id,
      withdrawnAt: new Date(row.withdrawn_at!).toISOString(),
    })
    const position = await appendEvents(trx, [event], { actorId: user.id, correlationId: ctx.correlationId })
    if (user.role === 'PROVIDER') {
      await recordConversationAccess(
        trailActor!,
        { action: 'UPDATE', conversationId: conversation.id, patientId: conversation.patient_id },
        trx
      )
    }
    const counterpart = user.id === conversation.patient_user_id ? conversation.provider_user_id : conversation.patient_user_id
    return { message: messageDto(row, user.id, (await readMarks(conversation.id, trx)).get(counterpart) ?? 0), position }
  })
}
