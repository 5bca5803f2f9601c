import { queryOptions, useQuery } from '@tanstack/react-query'
import { api } from '@/lib/api'
import type { ProviderPatient } from '../types'

export function getProviderPatients(signal?: AbortSignal): Promise<ProviderPatient[]> {
  return api.get<ProviderPatient[]>('/api/provider/patients', { signal })
}

export function getProviderPatientsQueryOptions() {
  return queryOptions({
    queryKey: ['/api/provider/patients'] as const,
    queryFn: ({ signal }) => getProviderPatients(signal),
  })
}

export function useProviderPatients() {
  return useQuery(getProviderPatientsQueryOptions())
}
