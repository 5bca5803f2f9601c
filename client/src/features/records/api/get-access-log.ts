import { infiniteQueryOptions, useInfiniteQuery } from '@tanstack/react-query'
import { api } from '@/lib/api'
import { nextCursorOf, pageParams, type Page } from '@/lib/page'
import type { AccessLogItem } from '@/api/openapi'

export const ACCESS_LOG_PAGE_SIZE = 8

/**
 * Who opened or changed the patient's records and documents (the patient's own audit trail),
 * newest first; the patient's own accesses are left out on the server (`others=true`).
 */
export function getAccessLogPage(patientId: string, cursor: string | null, signal?: AbortSignal) {
  const query = pageParams({ others: 'true', limit: ACCESS_LOG_PAGE_SIZE }, cursor)
  return api.get<Page<AccessLogItem>>(`/api/patients/${encodeURIComponent(patientId)}/access-log/page${query}`, { signal })
}

export function getAccessLogQueryOptions(patientId: string) {
  return infiniteQueryOptions({
    queryKey: ['/api/patients', patientId, 'access-log'] as const,
    queryFn: ({ pageParam, signal }) => getAccessLogPage(patientId, pageParam, signal),
    initialPageParam: null as string | null,
    getNextPageParam: nextCursorOf,
  })
}

export function useAccessLog(patientId: string | null | undefined) {
  return useInfiniteQuery({ ...getAccessLogQueryOptions(patientId ?? ''), enabled: Boolean(patientId) })
}
