import { infiniteQueryOptions, useInfiniteQuery } from '@tanstack/react-query'
import type { ExchangeQueueItemDto } from '@/api/openapi'
import type { ExchangeStatus } from '@modules/satusehat/contracts/exchange-status'
import { api } from '@/lib/api'
import { nextCursorOf, pageParams, type Page } from '@/lib/page'

/** Rows per page of the queue (the server caps any page at 100). */
export const EXCHANGE_QUEUE_PAGE_SIZE = 25

export const EXCHANGE_QUEUE_KEY = ['/api/admin/fhir-exchange'] as const

/** GET /api/admin/fhir-exchange?status= — newest first; re-read every 15 s while the screen is open. */
export function getExchangeQueueQueryOptions(status: ExchangeStatus | undefined) {
  return infiniteQueryOptions({
    queryKey: [...EXCHANGE_QUEUE_KEY, status ?? 'ALL'],
    queryFn: ({ pageParam, signal }) =>
      api.get<Page<ExchangeQueueItemDto>>(
        `/api/admin/fhir-exchange${pageParams({ status, limit: EXCHANGE_QUEUE_PAGE_SIZE }, pageParam)}`,
        { signal }
      ),
    initialPageParam: null as string | null,
    getNextPageParam: nextCursorOf,
    refetchInterval: 15_000,
  })
}

export function useExchangeQueue(status: ExchangeStatus | undefined) {
  return useInfiniteQuery(getExchangeQueueQueryOptions(status))
}
