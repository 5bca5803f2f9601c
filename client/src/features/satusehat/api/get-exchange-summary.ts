import { queryOptions, useQuery } from '@tanstack/react-query'
import type { ExchangeSummaryDto } from '@/api/openapi'
import { api } from '@/lib/api'
import { EXCHANGE_QUEUE_KEY } from './get-exchange-queue'

/** GET /api/admin/fhir-exchange/summary — configured? and the count per status (under the queue's key). */
export function getExchangeSummaryQueryOptions() {
  return queryOptions({
    queryKey: [...EXCHANGE_QUEUE_KEY, 'summary'],
    queryFn: ({ signal }) => api.get<ExchangeSummaryDto>('/api/admin/fhir-exchange/summary', { signal }),
    refetchInterval: 15_000,
  })
}

export function useExchangeSummary() {
  return useQuery(getExchangeSummaryQueryOptions())
}
