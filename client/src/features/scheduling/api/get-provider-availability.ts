import { queryOptions, useQuery } from '@tanstack/react-query'
import { api } from '@/lib/api'
import type { ProviderAvailability } from '@/api/openapi'

export function getProviderAvailability(providerId: string, date: string, signal?: AbortSignal) {
  const query = new URLSearchParams({ date })
  return api.get<ProviderAvailability>(`/api/providers/${encodeURIComponent(providerId)}/availability?${query}`, {
    signal,
  })
}

/** Prefix of every availability key: ['/api/providers', id, 'availability', {date}]. */
export function isAvailabilityQueryKey(queryKey: readonly unknown[]): boolean {
  return queryKey[0] === '/api/providers' && queryKey[2] === 'availability'
}

export function getProviderAvailabilityQueryOptions(providerId: string, date: string) {
  return queryOptions({
    queryKey: ['/api/providers', providerId, 'availability', { date }] as const,
    queryFn: ({ signal }) => getProviderAvailability(providerId, date, signal),
  })
}

/** Free slots change under our feet: never show a cached answer from an earlier visit. */
export function useProviderAvailability(providerId: string | null, date: string | null) {
  return useQuery({
    ...getProviderAvailabilityQueryOptions(providerId ?? '', date ?? ''),
    enabled: Boolean(providerId && date),
    gcTime: 0,
  })
}
