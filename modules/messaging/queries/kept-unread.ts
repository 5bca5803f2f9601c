import { OwnerAnswers } from '#modules/kernel/index'
import { readModelTick } from '#events/read-your-writes'
import { CONVERSATION_LIST_CONSUMER } from '../projections/conversation-list.js'
import { unreadOf } from './conversation-list.js'

/**
 * The header badge a node keeps per user (ADR 0025), forgotten when the conversation list's
 * projection moves their unread total (a message sent to them, one they read) or a replay swaps.
 */
export const unreadAnswers = new OwnerAnswers<Awaited<ReturnType<typeof unreadOf>>>({
  sources: [CONVERSATION_LIST_CONSUMER],
  tick: readModelTick,
  variantsPerOwner: 1,
})

/** `freshAfter`: the read-your-writes tick of the user's last write (settledTick), -1 for none. */
export const keptUnreadOf = (userId: string, freshAfter: number) =>
  unreadAnswers.answer(userId, '', freshAfter, () => unreadOf(userId))
