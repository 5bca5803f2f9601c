import { z } from 'zod'
import { defineEvent } from '../define-event.js'

/** An operator gave up on a dead-lettered event for one consumer, with the reason (the audit trail). */
export const DeadLetterDiscardedV1 = defineEvent({
  type: 'DeadLetterDiscarded',
  version: 1,
  module: 'operations',
  aggregateType: 'dead_letter',
  schema: z.object({
    deadLetterId: z.string().regex(/^\d+$/),
    consumer: z.string().min(1),
    eventId: z.uuid().nullable(),
    eventType: z.string().nullable(),
    reason: z.string().min(1).max(500),
  }),
})
export type DeadLetterDiscarded = z.infer<typeof DeadLetterDiscardedV1.schema>
