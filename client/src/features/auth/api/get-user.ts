import { queryOptions, useQuery } from '@tanstack/react-query'
import { getUser } from './fetch-user'

export { getUser }

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
