import { z } from 'zod'
import { defineEvent } from '../define-event.js'

/** A user gave a consent (an entry of the append-only ledger); aggregate: the user. */
export const ConsentGivenV1 = defineEvent({
  type: 'ConsentGiven',
  version: 1,
  module: 'consent',
  aggregateType: 'consent_ledger',
  schema: z.object({
    entryId: z.uuid(),
    userId: z.uuid(),
    kind: z.enum(['TERMS_PRIVACY', 'TELEMEDICINE', 'SATUSEHAT']),
    version: z.string(),
    documentHash: z.string(),
    givenAt: z.string(),
  }),
})
export type ConsentGiven = z.infer<typeof ConsentGivenV1.schema>
