import { infiniteQueryOptions, useInfiniteQuery } from '@tanstack/react-query'
import { api } from '@/lib/api'
import { nextCursorOf, pageParams } from '@/lib/page'
import type { ConsentLedgerDto } from '@/api/openapi'

export const CONSENT_LEDGER_PAGE_SIZE = 20

/** GET /api/consents: the signed-in patient's consent ledger, newest first, with each kind's state. */
export function getConsentsPage(cursor: string | null, signal?: AbortSignal) {
  return api.get<ConsentLedgerDto>(`/api/consents${pageParams({ limit: CONSENT_LEDGER_PAGE_SIZE }, cursor)}`, { signal })
}

export const consentsKey = ['/api/consents'] as const

export function getConsentsQueryOptions() {
  return infiniteQueryOptions({
    queryKey: consentsKey,
    queryFn: ({ pageParam, signal }) => getConsentsPage(pageParam, signal),
    initialPageParam: null as string | null,
    getNextPageParam: nextCursorOf,
  })
}

export function useConsents({ enabled = true }: { enabled?: boolean } = {}) {
  return useInfiniteQuery({ ...getConsentsQueryOptions(), enabled })
}
