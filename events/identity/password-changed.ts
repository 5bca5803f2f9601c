import { z } from 'zod'
import { defineEvent } from '../define-event.js'

/** The signed-in user changed their password; every other session of the account was ended. */
export const PasswordChangedV1 = defineEvent({
  type: 'PasswordChanged',
  version: 1,
  module: 'identity',
  aggregateType: 'user',
  schema: z.object({
    userId: z.uuid(),
    sessionsEnded: z.number().int().nonnegative(),
    at: z.string(),
  }),
})
export type PasswordChanged = z.infer<typeof PasswordChangedV1.schema>
