import { infiniteQueryOptions, keepPreviousData, useInfiniteQuery } from '@tanstack/react-query'
import { api } from '@/lib/api'
import { nextCursorOf, pageParams, type Page } from '@/lib/page'
import type { AdminUserFilter } from '@modules/identity/contracts/admin-user-dto'
import { adminPositions } from '../lib/event-position'
import type { AdminUserDto } from '@/api/openapi'

export type AdminUsersFilter = AdminUserFilter
export type AdminUsersParams = { search: string; filter: AdminUserFilter }

/** Rows per page of the admin table (the server caps any page at 100). */
export const ADMIN_USERS_PAGE_SIZE = 25

/** Prefix of every admin user-list key; invalidating it refreshes all searches and filters. */
export const ADMIN_USERS_QUERY_KEY = ['/api/admin/users'] as const

/** One page of the table, newest first; search and filter run on the server. */
export function getAdminUsersPage({ search, filter }: AdminUsersParams, cursor: string | null, signal?: AbortSignal) {
  const query = pageParams({ search: search.trim(), filter, limit: ADMIN_USERS_PAGE_SIZE }, cursor)
  return api.get<Page<AdminUserDto>>(`/api/admin/users/page${query}`, { headers: adminPositions.headers(), signal })
}

export function getAdminUsersQueryOptions(params: AdminUsersParams = { search: '', filter: 'all' }) {
  const normalized = { search: params.search.trim(), filter: params.filter }
  return infiniteQueryOptions({
    queryKey: [...ADMIN_USERS_QUERY_KEY, normalized] as const,
    queryFn: ({ pageParam, signal }) => getAdminUsersPage(normalized, pageParam, signal),
    initialPageParam: null as string | null,
    getNextPageParam: nextCursorOf,
    placeholderData: keepPreviousData,
  })
}

export function useAdminUsers(params: AdminUsersParams) {
  return useInfiniteQuery(getAdminUsersQueryOptions(params))
}
