import type { HttpContext } from '@adonisjs/core/http'
import {
  commandContext,
  DomainError,
  exposePosition,
  findInputProblem,
  inputProblemError,
  pageRequest,
  parseBody,
  serverRequestId,
} from '#modules/kernel/index'
import {
  checkDocumentFile,
  discardDocumentUpload,
  receiveDocumentUpload,
  conversationActor,
  recordConversationAccess,
  serveDocument,
  throttleDocumentUploads,
} from '#modules/records/index'
import { sendMessage } from '../commands/send-message.js'
import { withdrawMessage } from '../commands/withdraw-message.js'
import { attachmentTextSchema, sendMessageRequestSchema } from '../contracts/messaging-dto.js'
import { assertMayRead, assertMayWrite } from '../queries/access.js'
import { findConversation, findMessage } from '../queries/conversations.js'
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
      await recordConversationAccess(await conversationActor(user, serverRequestId(ctx)), {
        action: 'READ',
        conversationId: conversation!.id,
        patientId: conversation!.patient_id,
      })
    }
    return page
  }

  /** POST /api/conversations/:id/messages {text}, or multipart `file` [+ `text`]: 201 with the message. */
  async store(ctx: HttpContext) {
    if (ctx.request.is(['multipart/form-data'])) return this.storeWithFile(ctx)
    const { text } = parseBody(sendMessageRequestSchema, ctx.request.body())
    const result = await sendMessage({ conversationId: ctx.params.id, text }, participantOf(ctx), commandContext(ctx))
    exposePosition(ctx, result.position)
    return ctx.response.status(201).send(result.message)
  }

  /**
   * An attachment: who may write is known from the URL, so a stranger is refused before a byte of
   * the file is read; the file is then streamed (10 MB cap), checked by content like every
   * document and stored with the message — or refused with nothing kept.
   */
  private async storeWithFile(ctx: HttpContext) {
    const user = participantOf(ctx)
    await assertMayWrite(user, await findConversation(ctx.params.id))
    await throttleDocumentUploads(user.id)
    const { file, clientName } = await receiveDocumentUpload(ctx)
    try {
      const fields = ctx.request.all()
      const problem = findInputProblem(fields)
      if (problem) throw inputProblemError(problem)
      const { text } = parseBody(attachmentTextSchema, fields)
      const attachment = await checkDocumentFile(file, clientName)
      const result = await sendMessage({ conversationId: ctx.params.id, text, attachment }, user, commandContext(ctx))
      exposePosition(ctx, result.position)
      return ctx.response.status(201).send(result.message)
    } finally {
      await discardDocumentUpload(file)
    }
  }

  /**
   * GET /api/messages/:id/attachment: the file, to the conversation's two participants only — the
   * provider under the records rule (the access window open now), each download in the trail.
   */
  async attachment(ctx: HttpContext) {
    const user = participantOf(ctx)
    const message = await findMessage(ctx.params.id)
    if (!message) throw new DomainError(404, 'messaging.message_not_found')
    await assertMayRead(user, await findConversation(message.conversation_id))
    if (!message.attachment_upload_id) throw new DomainError(404, 'messaging.attachment_not_found')
    if (message.withdrawn_at) throw new DomainError(410, 'messaging.attachment_withdrawn')
    return serveDocument(ctx, message.attachment_upload_id)
  }

  /** POST /api/messages/:id/withdraw: the sender, within 5 minutes; 'Pesan ditarik' on both sides. */
  async withdraw(ctx: HttpContext) {
    const result = await withdrawMessage(ctx.params.id, participantOf(ctx), commandContext(ctx))
    exposePosition(ctx, result.position)
    return result.message
  }
}
