import { infiniteQueryOptions, useInfiniteQuery } from '@tanstack/react-query'
import type { EventLogRowDto } from '@/api/openapi'
import { api } from '@/lib/api'
import { nextCursorOf, pageParams, type Page } from '@/lib/page'

export type EventSearchForm = { aggregateId: string; type: string; correlationId: string; from: string; to: string }

/** GET /api/admin/events — event_log newest first, each row with every consumer's delivery state. */
export function getEventsQueryOptions(search: EventSearchForm) {
  return infiniteQueryOptions({
    queryKey: ['/api/admin/events', search],
    queryFn: ({ pageParam, signal }) =>
      api.get<Page<EventLogRowDto>>(`/api/admin/events${pageParams({ ...search, limit: 15 }, pageParam)}`, { signal }),
    initialPageParam: null as string | null,
    getNextPageParam: nextCursorOf,
  })
}

export function useEvents(search: EventSearchForm) {
  return useInfiniteQuery(getEventsQueryOptions(search))
}
