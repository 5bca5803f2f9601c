import type { QueryClient } from '@tanstack/react-query'
import { ADMIN_STATS_QUERY_KEY } from '../api/get-admin-stats'
import { ADMIN_USERS_QUERY_KEY } from '../api/get-admin-users'

/** Used after admin mutations and on 'user.changed' pushes, so the keys never drift. */
export function invalidateAdminQueries(queryClient: QueryClient) {
  return Promise.all([
    queryClient.invalidateQueries({ queryKey: ADMIN_USERS_QUERY_KEY }),
    queryClient.invalidateQueries({ queryKey: ADMIN_STATS_QUERY_KEY }),
  ])
}
