import { z } from 'zod'
import { defineEvent } from '../define-event.js'

/** An operator re-delivered a dead-lettered event to its consumer, and the consumer applied it. */
export const DeadLetterRetriedV1 = defineEvent({
  type: 'DeadLetterRetried',
  version: 1,
  module: 'operations',
  aggregateType: 'dead_letter',
  schema: z.object({
    deadLetterId: z.string().regex(/^\d+$/),
    consumer: z.string().min(1),
    eventId: z.uuid().nullable(),
    eventType: z.string().nullable(),
  }),
})
export type DeadLetterRetried = z.infer<typeof DeadLetterRetriedV1.schema>
