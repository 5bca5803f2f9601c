import type { ModuleDefinition } from '#modules/kernel/index'
import { configureMessagingSettings } from './settings.js'
import { messagingRoutes } from './http/routes.js'
import { messagingMessages } from './messages.js'
import { openConversationsPolicy } from './policies/open-conversations.js'
import { conversationListProjection } from './projections/conversation-list.js'
import { digestWorker } from './worker/digest-worker.js'
import { attachMessagingPresence, attachMessagingPushes, messagingEmitter } from './pushes.js'

/**
 * Messaging: the conversation of each patient–provider pair between calls (issue 22, docs/messaging.md):
 * messages, read receipts, typing, unread counts and the 'Pesan' list, pushed live to both sides.
 */
export const messagingModule: ModuleDefinition = {
  name: 'messaging',
  configure: configureMessagingSettings,
  http: messagingRoutes,
  messages: messagingMessages,
  consumers: [openConversationsPolicy, conversationListProjection(messagingEmitter)],
  attachPushes: attachMessagingPushes,
  attachPresence: attachMessagingPresence,
  start: async () => digestWorker.start(),
  stop: () => digestWorker.stop(),
}

export { MESSAGES_ROUTE } from './http/routes.js'
export { CONVERSATION_LIST_CONSUMER } from './projections/conversation-list.js'
export { OPEN_CONVERSATIONS_CONSUMER } from './policies/open-conversations.js'
export type { MessagePush, TypingPush, MessageDto, ConversationDto, ConversationDetailDto } from './contracts/messaging-dto.js'
export { unreadAnswers } from './queries/kept-unread.js'
