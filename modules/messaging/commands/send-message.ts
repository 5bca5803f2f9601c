import db from '@adonisjs/lucid/services/db'
import { appendEvents } from '#events/outbox'
import { MessageSentV1 } from '#events/messaging/message-sent'
import { DomainError, type CommandContext } from '#modules/kernel/index'
import {
  conversationActor,
  recordConversationAccess,
  storeConversationDocument,
  type CheckedDocumentFile,
} from '#modules/records/index'
import { assertMayWrite, nameOf, type MessagingUser } from '../queries/access.js'
import { isOnline } from '../pushes.js'
import { scheduleDigest } from '../worker/digest-worker.js'
import { findConversationFacts } from '../queries/conversations.js'
import { insertMessage, takeNextSeq } from '../queries/message-writes.js'
import { messageDto } from '../queries/message-dto.js'
import { sendInBatch } from './send-batch.js'

export interface SendMessageInput {
  conversationId: string
  text: string | null
  /** A file that passed the records checks: stored as one of the patient's documents with the message. */
  attachment?: CheckedDocumentFile | null
}

/**
 * A participant sends a message. A text message goes with concurrent ones in one transaction
 * (send-batch.ts: the same statements for many); a message with an attachment takes its own:
 * the next seq of the conversation (under its row lock, so seqs
 * follow commit order and a keyset page never skips one), the sender's own read mark moved to it,
 * one MessageSent — in one transaction of few statements (the row lock and the seq in one, the
 * message and the mark in one). A provider's message is also in the patient's access trail.
 * An attachment is stored through the records document storage in the same transaction: a
 * rollback leaves neither the message, nor the document row, nor the file.
 */
export async function sendMessage(
  input: SendMessageInput,
  user: MessagingUser & { role: 'PATIENT' | 'PROVIDER' },
  ctx: CommandContext
) {
  const found = await findConversationFacts(input.conversationId)
  await assertMayWrite(user, found)
  const recipientUserId = user.id === found!.patient_user_id ? found!.provider_user_id : found!.patient_user_id
  const [senderName, recipientOnline] = await Promise.all([nameOf(user.id), isOnline(recipientUserId)])
  // resolved before the transaction: a lookup inside it would take a second pool connection
  const trailActor = user.role === 'PROVIDER' || input.attachment ? await conversationActor(user, ctx.correlationId ?? null) : null
  if (!input.attachment && input.text !== null) {
    return sendInBatch({
      conversation: found!,
      sender: { id: user.id, role: user.role },
      text: input.text,
      senderName,
      recipientUserId,
      recipientOnline,
      trailActor,
      correlationId: ctx.correlationId ?? null,
    })
  }
  return db.transaction(async (trx) => {
    const conversation = await takeNextSeq(input.conversationId, trx)
    if (!conversation) throw new DomainError(404, 'messaging.conversation_not_found')
    const seq = conversation.last_seq
    const document = input.attachment
      ? await storeConversationDocument(
          {
            checked: input.attachment,
            conversationId: conversation.id,
            patientId: conversation.patient_id,
            patientUserId: conversation.patient_user_id,
            providerId: conversation.provider_id,
            providerUserId: conversation.provider_user_id,
          },
          trailActor!,
          trx,
          ctx
        )
      : null
    const row = await insertMessage(trx, {
      conversation_id: conversation.id,
      seq,
      sender_user_id: user.id,
      sender_role: user.role,
      text: input.text,
      attachment_upload_id: document?.id ?? null,
      attachment_name: document?.filename ?? null,
      attachment_mime_type: document?.mimeType ?? null,
      attachment_size_bytes: document?.sizeBytes ?? null,
    })
    const event = MessageSentV1.create(conversation.id, {
      conversationId: conversation.id,
      messageId: row.id,
      seq,
      patientId: conversation.patient_id,
      patientUserId: conversation.patient_user_id,
      providerUserId: conversation.provider_user_id,
      senderUserId: user.id,
      senderRole: user.role,
      senderName,
      recipientUserId,
      hasAttachment: document !== null,
      ...(document ? { attachmentUploadId: document.id } : {}),
      recipientOnline,
      sentAt: new Date(row.sent_at).toISOString(),
    })
    if (!recipientOnline) await scheduleDigest(trx, recipientUserId)
    const position = await appendEvents(trx, [event], { actorId: user.id, correlationId: ctx.correlationId })
    if (user.role === 'PROVIDER') {
      await recordConversationAccess(
        trailActor!,
        { action: 'CREATE', conversationId: conversation.id, patientId: conversation.patient_id },
        trx
      )
    }
    // the recipient's read mark is below this new seq (a mark is only ever moved to an existing message)
    return { message: messageDto(row, user.id, 0), position }
  })
}
