import { z } from 'zod'
import { defineEvent } from '../define-event.js'

export const UserEmailChangedV1 = defineEvent({
  type: 'UserEmailChanged',
  version: 1,
  module: 'identity',
  aggregateType: 'user',
  schema: z.object({ userId: z.uuid(), previousEmail: z.email(), email: z.email() }),
})
export type UserEmailChanged = z.infer<typeof UserEmailChangedV1.schema>
