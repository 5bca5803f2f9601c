import { z } from 'zod'

/** GET /api/providers: a bookable provider (active account, STR verified) in the booking directory. */
export const directoryProviderSchema = z.object({
  /** provider profile id */
  id: z.string(),
  userId: z.string(),
  displayName: z.string(),
  providerRole: z.string(),
  specialization: z.string().nullable(),
  /** the provider's own introduction (profile), shown in the booking dialog */
  bio: z.string().nullable(),
  /** integer Rupiah */
  consultationFee: z.number(),
  /** takes CHAT appointments (issue 22): the booking dialog offers both types */
  offersChat: z.boolean(),
  /** integer Rupiah, the fee of a CHAT appointment */
  chatFee: z.number(),
})
export type DirectoryProvider = z.infer<typeof directoryProviderSchema>
