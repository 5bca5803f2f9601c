import { queryOptions, useQuery } from '@tanstack/react-query'
import { api } from '@/lib/api'
import type { PatientRecordGroup } from '../types'

export function getProviderMedicalRecords(signal?: AbortSignal): Promise<PatientRecordGroup[]> {
  return api.get<PatientRecordGroup[]>('/api/provider/medical-records', { signal })
}

export function getProviderMedicalRecordsQueryOptions() {
  return queryOptions({
    queryKey: ['/api/provider/medical-records'] as const,
    queryFn: ({ signal }) => getProviderMedicalRecords(signal),
  })
}

export function useProviderMedicalRecords() {
  return useQuery(getProviderMedicalRecordsQueryOptions())
}
