import { z } from 'zod'
import { defineEvent } from '../define-event.js'

export const UserActivatedV1 = defineEvent({
  type: 'UserActivated',
  version: 1,
  module: 'identity',
  aggregateType: 'user',
  schema: z.object({ userId: z.uuid(), email: z.email(), role: z.enum(['PATIENT', 'PROVIDER', 'ADMIN']) }),
})
export type UserActivated = z.infer<typeof UserActivatedV1.schema>
