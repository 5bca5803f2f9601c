import { z } from 'zod'
import { defineEvent } from '../define-event.js'

/** A provider entered or changed their STR number; any earlier verification no longer holds. */
export const ProviderStrNumberChangedV1 = defineEvent({
  type: 'ProviderStrNumberChanged',
  version: 1,
  module: 'identity',
  aggregateType: 'user',
  schema: z.object({
    userId: z.uuid(),
    email: z.email(),
    profileId: z.uuid(),
    strNumber: z.string(),
    verificationRevoked: z.boolean(),
  }),
})
export type ProviderStrNumberChanged = z.infer<typeof ProviderStrNumberChangedV1.schema>
