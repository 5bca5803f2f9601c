import { z } from 'zod'
import { defineEvent } from '../define-event.js'

/** An admin checked a provider's STR number: from now on the provider can be booked. */
export const ProviderVerifiedV1 = defineEvent({
  type: 'ProviderVerified',
  version: 1,
  module: 'identity',
  aggregateType: 'user',
  schema: z.object({
    userId: z.uuid(),
    email: z.email(),
    profileId: z.uuid(),
    strNumber: z.string(),
    verifiedBy: z.uuid(),
    verifiedAt: z.string(),
  }),
})
export type ProviderVerified = z.infer<typeof ProviderVerifiedV1.schema>
