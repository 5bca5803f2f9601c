import type { HttpContext } from '@adonisjs/core/http'
import { commandContext, exposePosition, pageRequest, parseBody, serverRequestId } from '#modules/kernel/index'
import { recordConversationAccess } from '#modules/records/index'
import { sendMessage } from '../commands/send-message.js'
import { withdrawMessage } from '../commands/withdraw-message.js'
import { sendMessageRequestSchema } from '../contracts/messaging-dto.js'
import { assertMayRead } from '../queries/access.js'
import { findConversation } from '../queries/conversations.js'
import { pageMessages } from '../queries/messages.js'
import { participantOf } from './messaging-user.js'

/** Default page of a thread (?limit= up to MAX_PAGE_SIZE). */
export const MESSAGES_DEFAULT_LIMIT = 30

export default class MessagesController {
  /** GET /api/conversations/:id/messages?cursor=: newest first; a provider's read is in the patient's access trail. */
  async index(ctx: HttpContext) {
    const user = participantOf(ctx)
    const conversation = await findConversation(ctx.params.id)
    await assertMayRead(user, conversation)
    const page = await pageMessages(conversation!, user.id, pageRequest(ctx.request.qs(), MESSAGES_DEFAULT_LIMIT))
    if (user.role === 'PROVIDER') {
      await recordConversationAccess(user, serverRequestId(ctx), {
        action: 'READ',
        conversationId: conversation!.id,
        patientId: conversation!.patient_id,
      })
    }
    return page
  }

  /** POST /api/conversations/:id/messages {text}: 201 with the message. */
  async store(ctx: HttpContext) {
    const { text } = parseBody(sendMessageRequestSchema, ctx.request.body())
    const result = await sendMessage({ conversationId: ctx.params.id, text }, participantOf(ctx), commandContext(ctx))
    exposePosition(ctx, result.position)
    return ctx.response.status(201).send(result.message)
  }

  /** POST /api/messages/:id/withdraw: the sender, within 5 minutes; 'Pesan ditarik' on both sides. */
  async withdraw(ctx: HttpContext) {
    const result = await withdrawMessage(ctx.params.id, participantOf(ctx), commandContext(ctx))
    exposePosition(ctx, result.position)
    return result.message
  }
}
