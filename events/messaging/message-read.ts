import { z } from 'zod'
import { defineEvent } from '../define-event.js'

/**
 * A participant read the conversation up to a message ('Dibaca' for the sender). `unreadAfter` is
 * what is still unread for the reader once this read committed (the unread count replay rebuilds).
 */
export const MessageReadV1 = defineEvent({
  type: 'MessageRead',
  version: 1,
  module: 'messaging',
  aggregateType: 'conversation',
  schema: z.object({
    conversationId: z.uuid(),
    readerUserId: z.uuid(),
    upToMessageId: z.uuid(),
    upToSeq: z.number().int().positive(),
    unreadAfter: z.number().int().nonnegative(),
    patientUserId: z.uuid(),
    providerUserId: z.uuid(),
    readAt: z.iso.datetime({ offset: true }),
  }),
})
export type MessageRead = z.infer<typeof MessageReadV1.schema>
