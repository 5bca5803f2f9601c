export interface StatsRow {
  role: 'PATIENT' | 'PROVIDER' | 'ADMIN'
  status: 'ACTIVE' | 'SUSPENDED'
}

/** One user's share of the admin stat cards. */
export function statsContribution(row: StatsRow) {
  return {
    totalUsers: 1,
    activeProviders: row.role === 'PROVIDER' && row.status === 'ACTIVE' ? 1 : 0,
    patients: row.role === 'PATIENT' ? 1 : 0,
    suspended: row.status === 'SUSPENDED' ? 1 : 0,
  }
}
