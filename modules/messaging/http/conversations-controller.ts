import type { HttpContext } from '@adonisjs/core/http'
import db from '@adonisjs/lucid/services/db'
import { settledTick, waitForPosition } from '#events/read-your-writes'
import { commandContext, DomainError, exposePosition, minPosition, pageRequest, parseBody } from '#modules/kernel/index'
import { isUnverifiedProvider } from '#modules/identity/index'
import { findParticipants, isParticipant } from '#modules/scheduling/index'
import { conversationIdFor } from '../domain/conversation-id.js'
import { markRead } from '../commands/mark-read.js'
import { readRequestSchema } from '../contracts/messaging-dto.js'
import { CONVERSATION_LIST_CONSUMER } from '../projections/conversation-list.js'
import { assertMayRead, assertMayWrite } from '../queries/access.js'
import { conversationFor, pageConversations } from '../queries/conversation-list.js'
import { findConversation } from '../queries/conversations.js'
import { keptUnreadOf } from '../queries/kept-unread.js'
import { messagingEmitter } from '../pushes.js'
import { participantOf } from './messaging-user.js'

/** Default page of the 'Pesan' list (?limit= up to MAX_PAGE_SIZE). */
export const CONVERSATIONS_DEFAULT_LIMIT = 20
const caughtUp = (ctx: HttpContext) => waitForPosition(db.connection(), CONVERSATION_LIST_CONSUMER, minPosition(ctx))

/** The thread's header, with whether the caller may write now (404 unless they may read). */
async function detailOf(ctx: HttpContext, conversationId: string) {
  const user = participantOf(ctx)
  const decision = await assertMayRead(user, await findConversation(conversationId))
  await caughtUp(ctx)
  const item = await conversationFor(user.id, conversationId)
  if (!item) throw new DomainError(404, 'messaging.conversation_not_found')
  return { ...item, canWrite: decision.write, readOnlyReason: decision.write ? null : ctx.i18n.t(decision.reason) }
}

/** The appointment's participants when the user is one of them (else null: the same 404 as an unknown id). */
async function appointmentPair(appointmentId: string, userId: string) {
  if (!(await isParticipant(appointmentId, userId))) return null
  return findParticipants(appointmentId)
}

export default class ConversationsController {
  /** GET /api/conversations?cursor=&q=: the caller's conversations, newest activity first, unread counts. */
  async index(ctx: HttpContext) {
    // a provider without verification reads no patient data (docs/security.md): not even who wrote
    if (await isUnverifiedProvider(participantOf(ctx))) return { items: [], nextCursor: null, unreadTotal: 0 }
    await caughtUp(ctx)
    const q = ctx.request.qs().q
    return pageConversations(
      participantOf(ctx).id,
      pageRequest(ctx.request.qs(), CONVERSATIONS_DEFAULT_LIMIT),
      typeof q === 'string' ? q : undefined
    )
  }

  /** GET /api/conversations/unread: the header badge. */
  async unread(ctx: HttpContext) {
    const position = minPosition(ctx)
    await waitForPosition(db.connection(), CONVERSATION_LIST_CONSUMER, position)
    // an answer kept from before this node knew the caller's event applied may miss it
    const freshAfter = position ? (settledTick(CONVERSATION_LIST_CONSUMER, position) ?? Number.POSITIVE_INFINITY) : -1
    return keptUnreadOf(participantOf(ctx).id, freshAfter)
  }

  /** GET /api/conversations/:id: the thread's header, with whether the caller may write now. */
  async show(ctx: HttpContext) {
    return detailOf(ctx, ctx.params.id)
  }

  /** GET /api/conversations/of-appointment/:appointmentId: a chat consultation's thread, the pair's conversation. */
  async ofAppointment(ctx: HttpContext) {
    const pair = await appointmentPair(ctx.params.appointmentId, participantOf(ctx).id)
    if (!pair) throw new DomainError(404, 'messaging.conversation_not_found')
    return detailOf(ctx, conversationIdFor(pair.patientUserId, pair.providerUserId))
  }

  /** POST /api/conversations/:id/read {upTo}: the caller's read mark ('Dibaca' on the other side). */
  async read(ctx: HttpContext) {
    const { upTo } = parseBody(readRequestSchema, ctx.request.body())
    const result = await markRead(ctx.params.id, upTo, participantOf(ctx), commandContext(ctx))
    exposePosition(ctx, result.position)
    return { readSeq: result.readSeq }
  }

  /** POST /api/conversations/:id/typing: 'sedang mengetik…' on the other side's open tabs (not stored). */
  async typing(ctx: HttpContext) {
    const user = participantOf(ctx)
    const conversation = await findConversation(ctx.params.id)
    await assertMayWrite(user, conversation)
    const other = user.id === conversation!.patient_user_id ? conversation!.provider_user_id : conversation!.patient_user_id
    messagingEmitter()?.({
      rooms: [`user:${other}`],
      event: 'conversation.typing',
      data: { conversationId: conversation!.id, userId: user.id },
    })
    return ctx.response.status(204)
  }
}
