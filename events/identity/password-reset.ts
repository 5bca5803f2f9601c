import { z } from 'zod'
import { defineEvent } from '../define-event.js'

/** A password set through an e-mailed link (reset or invitation). Never carries the token or the password. */
export const PasswordResetV1 = defineEvent({
  type: 'PasswordReset',
  version: 1,
  module: 'identity',
  aggregateType: 'user',
  schema: z.object({
    userId: z.uuid(),
    via: z.enum(['RESET', 'INVITE']),
    /** Sessions of the account that the reset ended. */
    sessionsEnded: z.number().int().nonnegative(),
    at: z.string(),
  }),
})
export type PasswordReset = z.infer<typeof PasswordResetV1.schema>
