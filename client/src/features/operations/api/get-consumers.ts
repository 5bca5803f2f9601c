import { queryOptions, useQuery } from '@tanstack/react-query'
import type { ConsumersDto } from '@/api/openapi'
import { api } from '@/lib/api'

/** GET /api/admin/consumers — refetched every 5 s (lag moves without an event to push) and on 'operations.changed'. */
export function getConsumersQueryOptions() {
  return queryOptions({
    queryKey: ['/api/admin/consumers'],
    queryFn: ({ signal }) => api.get<ConsumersDto>('/api/admin/consumers', { signal }),
    refetchInterval: 5_000,
  })
}

export function useConsumers() {
  return useQuery(getConsumersQueryOptions())
}
