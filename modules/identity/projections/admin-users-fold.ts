import type { EventEnvelope } from '#events/envelope'
import type { Role, UserStatus } from '../contracts/roles.js'
import { statsContribution } from '../domain/admin-stats.js'

/** One rm_admin_users row as the fold sees it (times as ISO text, positions as decimal text). */
export interface AdminUserRow {
  user_id: string
  email: string
  name: string
  role: Role
  status: UserStatus
  profile_id: string | null
  provider_role: string | null
  specialization: string | null
  str_number: string | null
  verified_at: string | null
  created_at: string
  updated_at: string
  last_position: string
}

export interface StatsDelta {
  total_users: number
  active_providers: number
  patients: number
  suspended: number
  unverified_providers: number
}

/** One event applied to one user's row (null: no row). Same rules as the old one-by-one handlers. */
export function evolveAdminUser(row: AdminUserRow | null, e: EventEnvelope<any>): AdminUserRow | null {
  const p = e.payload
  const touched = { updated_at: e.occurredAt, last_position: e.position }
  switch (e.type) {
    case 'UserRegistered':
      if (row) return row
      return {
        user_id: p.userId,
        email: p.email,
        name: p.name,
        role: p.role,
        status: p.status,
        profile_id: p.profileId ?? null,
        provider_role: p.providerRole ?? null,
        specialization: p.specialization ?? null,
        str_number: p.strNumber ?? null,
        verified_at: null,
        created_at: p.createdAt,
        ...touched,
      }
    case 'UserEmailChanged':
      return row && { ...row, email: p.email, ...touched }
    case 'UserSuspended':
    case 'UserActivated': {
      const status = e.type === 'UserSuspended' ? 'SUSPENDED' : 'ACTIVE'
      return row && row.status !== status ? { ...row, status, ...touched } : row
    }
    case 'ProviderStrNumberChanged':
      return row && { ...row, str_number: p.strNumber, verified_at: p.verificationRevoked ? null : row.verified_at, ...touched }
    case 'ProviderVerified':
      return row && { ...row, str_number: p.strNumber, verified_at: p.verifiedAt, ...touched }
    // a name changed on the own profile: the admin table shows (and searches) the new one
    case 'PatientProfileUpdated':
      return row && p.changes.fullName !== undefined ? { ...row, name: p.changes.fullName, ...touched } : row
    case 'ProviderProfileUpdated':
      return row && { ...row, name: p.displayName, provider_role: p.providerRole, specialization: p.specialization, ...touched }
    case 'UserDeleted':
      return null
    default:
      return row
  }
}

function contribution(row: AdminUserRow | null): StatsDelta {
  if (!row) return { total_users: 0, active_providers: 0, patients: 0, suspended: 0, unverified_providers: 0 }
  const c = statsContribution(row)
  return {
    total_users: c.totalUsers,
    active_providers: c.activeProviders,
    patients: c.patients,
    suspended: c.suspended,
    unverified_providers: c.unverifiedProviders,
  }
}

/**
 * Folds a batch per user, in delivery order: the final row of every touched user (null = gone)
 * and the change of the stat cards (final contribution minus initial, summed over users).
 */
export function foldAdminUsers(initial: Map<string, AdminUserRow>, events: EventEnvelope<any>[]) {
  const finals = new Map<string, AdminUserRow | null>()
  for (const e of events) {
    const id = e.payload.userId as string
    const before = finals.has(id) ? finals.get(id)! : (initial.get(id) ?? null)
    finals.set(id, evolveAdminUser(before, e))
  }
  const stats: StatsDelta = { total_users: 0, active_providers: 0, patients: 0, suspended: 0, unverified_providers: 0 }
  for (const [id, final] of finals) {
    const was = contribution(initial.get(id) ?? null)
    const now = contribution(final)
    for (const k of Object.keys(stats) as Array<keyof StatsDelta>) stats[k] += now[k] - was[k]
  }
  return { finals, stats }
}
