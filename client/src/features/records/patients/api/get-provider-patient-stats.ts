import { queryOptions, useQuery } from '@tanstack/react-query'
import { api } from '@/lib/api'
import { PROVIDER_PATIENTS_QUERY_KEY } from './get-provider-patients'
import type { ProviderPatientStats } from '@/api/openapi'

/** The stat cards of /provider/patients, summed on the server over all of the provider's patients. */
export function getProviderPatientStats(signal?: AbortSignal) {
  return api.get<ProviderPatientStats>('/api/provider/patients/stats', { signal })
}

export function getProviderPatientStatsQueryOptions() {
  return queryOptions({
    queryKey: [...PROVIDER_PATIENTS_QUERY_KEY, 'stats'] as const,
    queryFn: ({ signal }) => getProviderPatientStats(signal),
  })
}

export function useProviderPatientStats() {
  return useQuery(getProviderPatientStatsQueryOptions())
}
