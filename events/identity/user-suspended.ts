import { z } from 'zod'
import { defineEvent } from '../define-event.js'

export const UserSuspendedV1 = defineEvent({
  type: 'UserSuspended',
  version: 1,
  module: 'identity',
  aggregateType: 'user',
  schema: z.object({ userId: z.uuid(), email: z.email(), role: z.enum(['PATIENT', 'PROVIDER', 'ADMIN']) }),
})
export type UserSuspended = z.infer<typeof UserSuspendedV1.schema>
