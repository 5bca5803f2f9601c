import { queryOptions, useQuery } from '@tanstack/react-query'
import type { DeadLetterDetailDto } from '@/api/openapi'
import { api } from '@/lib/api'
import { DEAD_LETTERS_QUERY_KEY } from './get-dead-letters'

/** GET /api/admin/dead-letters/{id} — payload, whole error, attempts, and the event as event_log holds it now. */
export function getDeadLetterQueryOptions(id: string) {
  return queryOptions({
    queryKey: [...DEAD_LETTERS_QUERY_KEY, 'detail', id],
    queryFn: ({ signal }) => api.get<DeadLetterDetailDto>(`/api/admin/dead-letters/${id}`, { signal }),
  })
}

export function useDeadLetter(id: string | null) {
  return useQuery({ ...getDeadLetterQueryOptions(id ?? ''), enabled: id !== null })
}
