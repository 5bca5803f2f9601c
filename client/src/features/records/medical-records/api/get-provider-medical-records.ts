import { infiniteQueryOptions, keepPreviousData, useInfiniteQuery } from '@tanstack/react-query'
import { api } from '@/lib/api'
import { nextCursorOf, pageParams, type Page } from '@/lib/page'
import type { ProviderRecordItem } from '@/api/openapi'

/** Records per page (the server caps any page at 100). */
export const PROVIDER_RECORDS_PAGE_SIZE = 30

/** Prefix of every key of this feature: invalidating it refreshes every search. */
export const PROVIDER_RECORDS_QUERY_KEY = ['/api/provider/medical-records'] as const

export type ProviderRecordsParams = { search: string; patientId: string | null }

/** One page of the records of the provider's patients, newest visit first; search and patient filter on the server. */
export function getProviderMedicalRecordsPage(
  { search, patientId }: ProviderRecordsParams,
  cursor: string | null,
  signal?: AbortSignal
) {
  const query = pageParams({ search: search.trim(), patientId, limit: PROVIDER_RECORDS_PAGE_SIZE }, cursor)
  return api.get<Page<ProviderRecordItem>>(`/api/provider/medical-records/page${query}`, { signal })
}

export function getProviderMedicalRecordsQueryOptions(params: ProviderRecordsParams = { search: '', patientId: null }) {
  const normalized = { search: params.search.trim(), patientId: params.patientId }
  return infiniteQueryOptions({
    queryKey: [...PROVIDER_RECORDS_QUERY_KEY, normalized] as const,
    queryFn: ({ pageParam, signal }) => getProviderMedicalRecordsPage(normalized, pageParam, signal),
    initialPageParam: null as string | null,
    getNextPageParam: nextCursorOf,
    placeholderData: keepPreviousData,
  })
}

export function useProviderMedicalRecords(params: ProviderRecordsParams) {
  return useInfiniteQuery(getProviderMedicalRecordsQueryOptions(params))
}
