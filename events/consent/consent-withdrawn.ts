import { z } from 'zod'
import { defineEvent } from '../define-event.js'

/** A user withdrew a consent (effective at once); `withdrawsEntryId` is the entry it ends. */
export const ConsentWithdrawnV1 = defineEvent({
  type: 'ConsentWithdrawn',
  version: 1,
  module: 'consent',
  aggregateType: 'consent_ledger',
  schema: z.object({
    entryId: z.uuid(),
    withdrawsEntryId: z.uuid(),
    userId: z.uuid(),
    kind: z.enum(['TELEMEDICINE', 'SATUSEHAT']),
    version: z.string(),
    withdrawnAt: z.string(),
  }),
})
export type ConsentWithdrawn = z.infer<typeof ConsentWithdrawnV1.schema>
