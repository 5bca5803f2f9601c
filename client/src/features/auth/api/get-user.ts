import { queryOptions, useQuery } from '@tanstack/react-query'
import { ApiError, api } from '@/lib/api'
import type { UserDto } from '@/api/openapi'

/** GET /api/user — the session. A 401 means signed out (null), not an error (docs/product.md#messages). */
export async function getUser(): Promise<UserDto | null> {
  try {
    return await api.get<UserDto>('/api/user')
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
