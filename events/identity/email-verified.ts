import { z } from 'zod'
import { defineEvent } from '../define-event.js'

/** The account's owner proved the mailbox (verification link, or a reset/invitation link). */
export const EmailVerifiedV1 = defineEvent({
  type: 'EmailVerified',
  version: 1,
  module: 'identity',
  aggregateType: 'user',
  schema: z.object({
    userId: z.uuid(),
    email: z.email(),
    via: z.enum(['VERIFY_EMAIL', 'RESET', 'INVITE']),
    verifiedAt: z.string(),
  }),
})
export type EmailVerified = z.infer<typeof EmailVerifiedV1.schema>
