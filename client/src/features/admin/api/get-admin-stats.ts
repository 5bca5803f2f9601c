import { queryOptions, useQuery } from '@tanstack/react-query'
import { api } from '@/lib/api'

import { adminPositions } from '../lib/event-position'
import type { AdminStats } from '@/api/openapi'

export const ADMIN_STATS_QUERY_KEY = ['/api/admin/stats'] as const

export function getAdminStats(signal?: AbortSignal): Promise<AdminStats> {
  return api.get<AdminStats>('/api/admin/stats', { headers: adminPositions.headers(), signal })
}

export function getAdminStatsQueryOptions() {
  return queryOptions({
    queryKey: ADMIN_STATS_QUERY_KEY,
    queryFn: ({ signal }) => getAdminStats(signal),
  })
}

export function useAdminStats() {
  return useQuery(getAdminStatsQueryOptions())
}
