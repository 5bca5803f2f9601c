import { z } from 'zod'
import { defineEvent } from '../define-event.js'

/**
 * A provider changed their own profile (name with title, role, specialization, bio, fee). The
 * fields' current values travel with it; a changed STR number is ProviderStrNumberChanged. A
 * changed NIK is named in `changedFields` only: its value never enters the event log.
 */
export const ProviderProfileUpdatedV1 = defineEvent({
  type: 'ProviderProfileUpdated',
  version: 1,
  module: 'identity',
  aggregateType: 'user',
  schema: z.object({
    userId: z.uuid(),
    email: z.email(),
    profileId: z.uuid(),
    changedFields: z.array(z.string()).min(1),
    displayName: z.string(),
    providerRole: z.string(),
    specialization: z.string().nullable(),
    bio: z.string().nullable(),
    consultationFee: z.number().int(),
    /** Added later (additive, issue 22): whether the provider takes CHAT appointments, and their fee. */
    offersChat: z.boolean().optional(),
    chatFee: z.number().int().optional(),
  }),
})
export type ProviderProfileUpdated = z.infer<typeof ProviderProfileUpdatedV1.schema>
