import { z } from 'zod'
import { defineEvent } from '../define-event.js'

/**
 * An operator revealed the redacted fields of one event in the admin event browser, with the
 * reason (issue 24; the audit trail — the patient's access trail records it too).
 */
export const EventRevealedV1 = defineEvent({
  type: 'EventRevealed',
  version: 1,
  module: 'operations',
  aggregateType: 'event',
  schema: z.object({
    eventId: z.uuid(),
    eventType: z.string().min(1),
    /** The patient profile the event concerns, when it names one. */
    patientId: z.uuid().nullable(),
    fields: z.array(z.string()),
    reason: z.string().min(1).max(500),
  }),
})
export type EventRevealed = z.infer<typeof EventRevealedV1.schema>
