import type { UserDto } from './user-dto.js'

export const adminUserFilters = ['all', 'patients', 'providers', 'suspended'] as const
export type AdminUserFilter = (typeof adminUserFilters)[number]

/** A provider's row in the admin table: what the "Verifikasi" column needs. */
export interface AdminProviderProfile {
  id: string
  displayName: string
  providerRole: string
  specialization: string | null
  strNumber: string | null
  verifiedAt: string | null
}

/** One row of the admin user table (GET /api/admin/users/page), from the admin read model. */
export interface AdminUserDto extends Omit<UserDto, 'profile' | 'emailVerified'> {
  profile: AdminProviderProfile | { id: string | null; fullName: string }
}

/** GET /api/admin/stats: the admin dashboard's stat cards. */
export interface AdminStats {
  totalUsers: number
  activeProviders: number
  patients: number
  suspended: number
  /** Active providers waiting for "Verifikasi". */
  unverifiedProviders: number
}
