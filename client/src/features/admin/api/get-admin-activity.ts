import { infiniteQueryOptions, useInfiniteQuery } from '@tanstack/react-query'

import { api } from '@/lib/api'
import { nextCursorOf, pageParams, type Page } from '@/lib/page'
import { activityPositions } from '../lib/activity-positions'
import type { AdminActivityDto } from '@/api/openapi'

/** Entries per page of 'Aktivitas Terkini' (the server caps any page at 100). */
export const ADMIN_ACTIVITY_PAGE_SIZE = 15

export const ADMIN_ACTIVITY_QUERY_KEY = ['/api/admin/activity'] as const

/** GET /api/admin/activity — newest first; an 'activity.added' push invalidates this key. */
export function getAdminActivityQueryOptions() {
  return infiniteQueryOptions({
    queryKey: ADMIN_ACTIVITY_QUERY_KEY,
    queryFn: ({ pageParam, signal }) =>
      api.get<Page<AdminActivityDto>>(`/api/admin/activity${pageParams({ limit: ADMIN_ACTIVITY_PAGE_SIZE }, pageParam)}`, {
        headers: activityPositions.headers(),
        signal,
      }),
    initialPageParam: null as string | null,
    getNextPageParam: nextCursorOf,
  })
}

export function useAdminActivity() {
  return useInfiniteQuery(getAdminActivityQueryOptions())
}
