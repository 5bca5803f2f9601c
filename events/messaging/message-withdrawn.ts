import { z } from 'zod'
import { defineEvent } from '../define-event.js'

/** The sender withdrew a message within 5 minutes: both sides show 'Pesan ditarik'; the original is kept. */
export const MessageWithdrawnV1 = defineEvent({
  type: 'MessageWithdrawn',
  version: 1,
  module: 'messaging',
  aggregateType: 'conversation',
  schema: z.object({
    conversationId: z.uuid(),
    messageId: z.uuid(),
    seq: z.number().int().positive(),
    senderUserId: z.uuid(),
    patientUserId: z.uuid(),
    providerUserId: z.uuid(),
    withdrawnAt: z.iso.datetime({ offset: true }),
  }),
})
export type MessageWithdrawn = z.infer<typeof MessageWithdrawnV1.schema>
