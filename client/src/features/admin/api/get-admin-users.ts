import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query'
import { api } from '@/lib/api'
import type { User } from '@/types/api'
import { minPositionHeaders } from '../lib/event-position'

export const ADMIN_USER_FILTERS = ['all', 'patients', 'providers', 'suspended'] as const
export type AdminUsersFilter = (typeof ADMIN_USER_FILTERS)[number]
export type AdminUsersParams = { search: string; filter: AdminUsersFilter }

/** Prefix of every admin user-list key; invalidating it refreshes all searches and filters. */
export const ADMIN_USERS_QUERY_KEY = ['/api/admin/users'] as const

export function getAdminUsers({ search, filter }: AdminUsersParams, signal?: AbortSignal): Promise<User[]> {
  const query = new URLSearchParams({ search: search.trim(), filter })
  return api.get<User[]>(`/api/admin/users?${query}`, { headers: minPositionHeaders(), signal })
}

export function getAdminUsersQueryOptions(params: AdminUsersParams = { search: '', filter: 'all' }) {
  const normalized = { search: params.search.trim(), filter: params.filter }
  return queryOptions({
    queryKey: [...ADMIN_USERS_QUERY_KEY, normalized] as const,
    queryFn: ({ signal }) => getAdminUsers(normalized, signal),
    placeholderData: keepPreviousData,
  })
}

export function useAdminUsers(params: AdminUsersParams) {
  return useQuery(getAdminUsersQueryOptions(params))
}
