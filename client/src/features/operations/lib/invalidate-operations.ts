import type { QueryClient } from '@tanstack/react-query'
import { getConsumersQueryOptions } from '../api/get-consumers'
import { DEAD_LETTERS_QUERY_KEY } from '../api/get-dead-letters'
import { getOutboxQueryOptions } from '../api/get-outbox'

/** What a dead letter's change (here or pushed) makes stale: the lists, the consumers' states, the browser's delivery states. */
export function invalidateOperations(queryClient: QueryClient) {
  return Promise.all([
    queryClient.invalidateQueries({ queryKey: DEAD_LETTERS_QUERY_KEY }),
    queryClient.invalidateQueries({ queryKey: getConsumersQueryOptions().queryKey }),
    queryClient.invalidateQueries({ queryKey: getOutboxQueryOptions().queryKey }),
    queryClient.invalidateQueries({ queryKey: ['/api/admin/events'] }),
  ])
}
