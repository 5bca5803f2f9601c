import type { QueryClient } from '@tanstack/react-query'
import { getWaitlistQueryOptions } from '../api/get-waitlist'
import { isAvailabilityQueryKey } from '../api/get-provider-availability'

/** After joining, leaving or answering an offer, or a 'waitlist.changed' push: the list and slot availability are stale. */
export function invalidateWaitlistQueries(queryClient: QueryClient) {
  return Promise.all([
    queryClient.invalidateQueries({ queryKey: getWaitlistQueryOptions().queryKey }),
    queryClient.invalidateQueries({ predicate: (query) => isAvailabilityQueryKey(query.queryKey) }),
  ])
}
