import { infiniteQueryOptions, useInfiniteQuery } from '@tanstack/react-query'
import { api } from '@/lib/api'
import { nextCursorOf, pageParams, type Page } from '@/lib/page'
import type { WaitlistEntryDto } from '@/api/openapi'

export const WAITLIST_KEY = '/api/waitlist'

/** GET /api/waitlist: the patient's waitlist entries with their offers, by day and join order. */
export function getWaitlistPage(cursor: string | null, signal?: AbortSignal) {
  return api.get<Page<WaitlistEntryDto>>(`${WAITLIST_KEY}${pageParams({}, cursor)}`, { signal })
}

export function getWaitlistQueryOptions() {
  return infiniteQueryOptions({
    queryKey: [WAITLIST_KEY] as const,
    queryFn: ({ pageParam, signal }) => getWaitlistPage(pageParam, signal),
    initialPageParam: null as string | null,
    getNextPageParam: nextCursorOf,
  })
}

/** docs/waitlist.md: refreshed by the 'waitlist.changed' push (an offer appears live). */
export function useWaitlist() {
  return useInfiniteQuery(getWaitlistQueryOptions())
}
