import { infiniteQueryOptions, useInfiniteQuery } from '@tanstack/react-query'
import type { DeadLetterDto } from '@/api/openapi'
import type { DeadLetterStatus } from '@modules/operations/contracts/operations'
import { api } from '@/lib/api'
import { nextCursorOf, pageParams, type Page } from '@/lib/page'

export type DeadLetterFilter = { consumer: string; type: string; status: DeadLetterStatus | 'all' }

export const DEAD_LETTERS_QUERY_KEY = ['/api/admin/dead-letters'] as const

/** GET /api/admin/dead-letters — newest first, filtered; a dead-letter push invalidates the key. */
export function getDeadLettersQueryOptions(filter: DeadLetterFilter) {
  return infiniteQueryOptions({
    queryKey: [...DEAD_LETTERS_QUERY_KEY, filter],
    queryFn: ({ pageParam, signal }) =>
      api.get<Page<DeadLetterDto>>(`/api/admin/dead-letters${pageParams({ ...filter, limit: 20 }, pageParam)}`, { signal }),
    initialPageParam: null as string | null,
    getNextPageParam: nextCursorOf,
  })
}

export function useDeadLetters(filter: DeadLetterFilter) {
  return useInfiniteQuery(getDeadLettersQueryOptions(filter))
}
