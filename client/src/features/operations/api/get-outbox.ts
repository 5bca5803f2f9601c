import { queryOptions, useQuery } from '@tanstack/react-query'
import type { OutboxDto } from '@/api/openapi'
import { api } from '@/lib/api'

/** GET /api/admin/outbox — unpublished rows and the age of the oldest. */
export function getOutboxQueryOptions() {
  return queryOptions({
    queryKey: ['/api/admin/outbox'],
    queryFn: ({ signal }) => api.get<OutboxDto>('/api/admin/outbox', { signal }),
    refetchInterval: 5_000,
  })
}

export function useOutbox() {
  return useQuery(getOutboxQueryOptions())
}
