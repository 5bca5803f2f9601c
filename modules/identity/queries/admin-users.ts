import db from '@adonisjs/lucid/services/db'
import { z } from 'zod'
import { decodeCursor, toPage, type Page, type PageRequest } from '#modules/kernel/index'
import type { AdminStats, AdminUserDto, AdminUserFilter } from '../contracts/admin-user-dto.js'

export const ADMIN_USERS_LIST = 'admin-users'
const FILTERS: Record<AdminUserFilter, string> = {
  all: '',
  patients: "AND u.role = 'PATIENT'",
  providers: "AND u.role = 'PROVIDER'",
  // the 'Menunggu verifikasi' stat card's rows (domain/admin-stats.ts): active providers not yet verified
  unverified: "AND u.role = 'PROVIDER' AND u.status = 'ACTIVE' AND u.verified_at IS NULL",
  suspended: "AND u.status = 'SUSPENDED'",
}
/** created_at with its microseconds: a millisecond cursor would skip rows sharing one. */
const CREATED_KEY = `to_char(u.created_at AT TIME ZONE 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.US"Z"')`
const userKey = z.tuple([z.string().regex(/^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}:\d{2}\.\d{6}Z$/), z.uuid()])
const likePattern = (needle: string) => `%${needle.replace(/[\\%_]/g, (c) => `\\${c}`)}%`

/**
 * One page of the admin table, from the read model: newest first (created_at, user_id), per
 * filter (indexes rm_admin_users_*newest); `search` matches e-mail or name ignoring case and
 * accents (the stored, folded `search_text` and its trigram index rm_admin_users_search).
 */
export async function pageAdminUsers(search: string, filter: AdminUserFilter, page: PageRequest): Promise<Page<AdminUserDto>> {
  const after = page.cursor ? decodeCursor(ADMIN_USERS_LIST, page.cursor, userKey) : null
  const rows = await adminUserRowsAfter(search, filter, after, page.limit + 1)
  return toPage(rows, page.limit, ADMIN_USERS_LIST, (r: any) => [r.k_created, r.user_id], adminUserDto)
}

/**
 * Up to `limit` rows of the read model after the key `after` ([created_at text, user_id]),
 * newest first, with the list screen's filter and search; each row carries its key as `k_created`.
 * The page above and the CSV export (queries/admin-users-export.ts) share it, so both filter alike.
 */
export async function adminUserRowsAfter(
  search: string,
  filter: AdminUserFilter,
  after: [string, string] | null,
  limit: number
): Promise<any[]> {
  const { rows } = await db.rawQuery(
    // the provider's NIK is read from the profile (it never travels in events, so the read model has none)
    `SELECT u.*, ${CREATED_KEY} AS k_created,
            (SELECT p.nik FROM provider_profiles p WHERE p.user_id = u.user_id) AS provider_nik
       FROM rm_admin_users u
      WHERE true ${FILTERS[filter]}
        ${search ? 'AND u.search_text LIKE public.search_fold(?)' : ''}
        ${after ? 'AND (u.created_at, u.user_id) < (?::timestamptz, ?::uuid)' : ''}
      ORDER BY u.created_at DESC, u.user_id DESC LIMIT ?`,
    [...(search ? [likePattern(search)] : []), ...(after ?? []), limit]
  )
  return rows
}

function adminUserDto(r: any): AdminUserDto {
  return {
    id: r.user_id as string,
    email: r.email as string,
    role: r.role,
    status: r.status,
    createdAt: new Date(r.created_at).toISOString(),
    updatedAt: new Date(r.updated_at).toISOString(),
    profile:
      r.role === 'PROVIDER'
        ? {
            id: r.profile_id,
            displayName: r.name,
            providerRole: r.provider_role,
            specialization: r.specialization,
            strNumber: (r.str_number ?? null) as string | null,
            nik: (r.provider_nik ?? null) as string | null,
            verifiedAt: r.verified_at ? new Date(r.verified_at).toISOString() : null,
          }
        : { id: r.profile_id, fullName: r.name },
  }
}

export async function adminUserStats(): Promise<AdminStats> {
  const row = await db.from('rm_admin_user_stats').where('id', 'all').first()
  return {
    totalUsers: row?.total_users ?? 0,
    activeProviders: row?.active_providers ?? 0,
    patients: row?.patients ?? 0,
    suspended: row?.suspended ?? 0,
    unverifiedProviders: row?.unverified_providers ?? 0,
  }
}
