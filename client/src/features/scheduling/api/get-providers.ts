import { queryOptions, useQuery } from '@tanstack/react-query'
import { api } from '@/lib/api'
import type { BookableProvider } from '../types'

export function getProviders(signal?: AbortSignal): Promise<BookableProvider[]> {
  return api.get<BookableProvider[]>('/api/providers', { signal })
}

export function getProvidersQueryOptions() {
  return queryOptions({
    queryKey: ['/api/providers'] as const,
    queryFn: ({ signal }) => getProviders(signal),
  })
}

/** Spec §7: fetched only while the booking dialog is open. */
export function useProviders({ enabled }: { enabled: boolean }) {
  return useQuery({ ...getProvidersQueryOptions(), enabled })
}
