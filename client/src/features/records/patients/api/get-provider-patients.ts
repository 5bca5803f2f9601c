import { infiniteQueryOptions, keepPreviousData, useInfiniteQuery } from '@tanstack/react-query'
import { api } from '@/lib/api'
import { nextCursorOf, pageParams, type Page } from '@/lib/page'
import type { ProviderPatientDto } from '@/api/openapi'

/** Cards per page (the server caps any page at 100). */
export const PROVIDER_PATIENTS_PAGE_SIZE = 24

/** Prefix of every key of this feature (pages of every search, and the stat cards). */
export const PROVIDER_PATIENTS_QUERY_KEY = ['/api/provider/patients'] as const

/** One page of the provider's patients by name; the search (name, record number, contact) runs on the server. */
export function getProviderPatientsPage(search: string, cursor: string | null, signal?: AbortSignal) {
  const query = pageParams({ search: search.trim(), limit: PROVIDER_PATIENTS_PAGE_SIZE }, cursor)
  return api.get<Page<ProviderPatientDto>>(`/api/provider/patients/page${query}`, { signal })
}

export function getProviderPatientsQueryOptions(search = '') {
  const normalized = search.trim()
  return infiniteQueryOptions({
    queryKey: [...PROVIDER_PATIENTS_QUERY_KEY, 'list', { search: normalized }] as const,
    queryFn: ({ pageParam, signal }) => getProviderPatientsPage(normalized, pageParam, signal),
    initialPageParam: null as string | null,
    getNextPageParam: nextCursorOf,
    placeholderData: keepPreviousData,
  })
}

export function useProviderPatients(search: string) {
  return useInfiniteQuery(getProviderPatientsQueryOptions(search))
}
