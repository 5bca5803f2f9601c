import { infiniteQueryOptions, useInfiniteQuery } from '@tanstack/react-query'
import { api } from '@/lib/api'
import { nextCursorOf, pageParams, type Page } from '@/lib/page'
import type { AccessLogItem } from '@/api/openapi'

export const ACCESS_LOG_PAGE_SIZE = 8

/**
 * Who opened or changed the patient's records and documents (the patient's own audit trail),
 * newest first; the patient's own accesses are left out on the server (`others=true`).
 */
export function getAccessLogPage(patientId: string, cursor: string | null, signal?: AbortSignal, others = true) {
  const query = pageParams({ others: others ? 'true' : undefined, limit: ACCESS_LOG_PAGE_SIZE }, cursor)
  return api.get<Page<AccessLogItem>>(`/api/patients/${encodeURIComponent(patientId)}/access-log/page${query}`, { signal })
}

/** `others: false` keeps the patient's own accesses too (their downloads, on the record page). */
export function getAccessLogQueryOptions(patientId: string, others = true) {
  return infiniteQueryOptions({
    queryKey: ['/api/patients', patientId, 'access-log', others ? 'others' : 'all'] as const,
    queryFn: ({ pageParam, signal }) => getAccessLogPage(patientId, pageParam, signal, others),
    initialPageParam: null as string | null,
    getNextPageParam: nextCursorOf,
  })
}

export function useAccessLog(patientId: string | null | undefined, others = true) {
  return useInfiniteQuery({ ...getAccessLogQueryOptions(patientId ?? '', others), enabled: Boolean(patientId) })
}
