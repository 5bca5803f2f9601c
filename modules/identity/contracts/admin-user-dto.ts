import { z } from 'zod'
import { userDtoSchema } from './user-dto.js'

export const adminUserFilters = ['all', 'patients', 'providers', 'unverified', 'suspended'] as const
export type AdminUserFilter = (typeof adminUserFilters)[number]

/** A provider's row in the admin table: what the "Verifikasi" column needs. */
export const adminProviderProfileSchema = z.object({
  id: z.string(),
  displayName: z.string(),
  providerRole: z.string(),
  specialization: z.string().nullable(),
  strNumber: z.string().nullable(),
  /** The provider's NIK (SATUSEHAT's practitioner index is searched by it), shown next to the STR when verifying. */
  nik: z.string().nullable(),
  verifiedAt: z.string().nullable(),
})
export type AdminProviderProfile = z.infer<typeof adminProviderProfileSchema>

/** One row of the admin user table (GET /api/admin/users/page), from the admin read model. */
export const adminUserDtoSchema = userDtoSchema.omit({ profile: true, emailVerified: true }).extend({
  profile: z.union([adminProviderProfileSchema, z.object({ id: z.string().nullable(), fullName: z.string() })]),
})
export type AdminUserDto = z.infer<typeof adminUserDtoSchema>

/** GET /api/admin/stats: the admin dashboard's stat cards. */
export const adminStatsSchema = z.object({
  totalUsers: z.number(),
  activeProviders: z.number(),
  patients: z.number(),
  suspended: z.number(),
  /** Active providers waiting for "Verifikasi". */
  unverifiedProviders: z.number(),
})
export type AdminStats = z.infer<typeof adminStatsSchema>
