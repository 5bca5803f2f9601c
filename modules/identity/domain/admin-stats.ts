import type { Role, UserStatus } from '../contracts/roles.js'

export interface StatsRow {
  role: Role
  status: UserStatus
  /** Providers only: when an admin verified the STR number (null: waiting). */
  verified_at?: string | null
}

/** One user's share of the admin stat cards. */
export function statsContribution(row: StatsRow) {
  const activeProvider = row.role === 'PROVIDER' && row.status === 'ACTIVE'
  return {
    totalUsers: 1,
    activeProviders: activeProvider ? 1 : 0,
    patients: row.role === 'PATIENT' ? 1 : 0,
    suspended: row.status === 'SUSPENDED' ? 1 : 0,
    unverifiedProviders: activeProvider && !row.verified_at ? 1 : 0,
  }
}
