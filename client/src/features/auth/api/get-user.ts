import { queryOptions, useQuery } from '@tanstack/react-query'
import { ApiError, api } from '@/lib/api'
import type { User } from '@/types/api'

/** GET /api/user — the session. A 401 means signed out (null), not an error (spec §8). */
export async function getUser(): Promise<User | null> {
  try {
    return await api.get<User>('/api/user')
  } catch (error) {
    if (error instanceof ApiError && error.status === 401) return null
    throw error
  }
}

export function getUserQueryOptions() {
  return queryOptions({
    queryKey: ['/api/user'],
    queryFn: getUser,
    staleTime: Number.POSITIVE_INFINITY,
    gcTime: Number.POSITIVE_INFINITY,
  })
}

export function useUser() {
  return useQuery(getUserQueryOptions())
}
