import { z } from 'zod'
import { defineEvent } from '../define-event.js'

/** anonymised = the login was anonymised and deactivated because medical records must be kept. */
export const UserDeletedV1 = defineEvent({
  type: 'UserDeleted',
  version: 1,
  module: 'identity',
  aggregateType: 'user',
  schema: z.object({
    userId: z.uuid(),
    email: z.email(),
    role: z.enum(['PATIENT', 'PROVIDER', 'ADMIN']),
    anonymised: z.boolean(),
  }),
})
export type UserDeleted = z.infer<typeof UserDeletedV1.schema>
