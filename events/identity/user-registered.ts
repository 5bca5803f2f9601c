import { z } from 'zod'
import { defineEvent } from '../define-event.js'

export const UserRegisteredV1 = defineEvent({
  type: 'UserRegistered',
  version: 1,
  module: 'identity',
  aggregateType: 'user',
  schema: z.object({
    userId: z.uuid(),
    email: z.email(),
    role: z.enum(['PATIENT', 'PROVIDER', 'ADMIN']),
    status: z.enum(['ACTIVE', 'SUSPENDED']),
    name: z.string(),
    profileId: z.uuid().nullable(),
    providerRole: z.string().nullable().optional(),
    specialization: z.string().nullable().optional(),
    /** Added later (additive): the provider's STR number when given at registration. */
    strNumber: z.string().nullable().optional(),
    createdAt: z.string(),
  }),
})
export type UserRegistered = z.infer<typeof UserRegisteredV1.schema>
