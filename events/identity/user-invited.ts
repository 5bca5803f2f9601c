import { z } from 'zod'
import { defineEvent } from '../define-event.js'

/**
 * An admin created a provider or admin account and sent it an invitation (the account itself
 * is announced by UserRegistered in the same transaction). Never carries the link.
 */
export const UserInvitedV1 = defineEvent({
  type: 'UserInvited',
  version: 1,
  module: 'identity',
  aggregateType: 'user',
  schema: z.object({
    userId: z.uuid(),
    email: z.email(),
    role: z.enum(['PROVIDER', 'ADMIN']),
    invitedBy: z.uuid(),
    expiresAt: z.string(),
  }),
})
export type UserInvited = z.infer<typeof UserInvitedV1.schema>
