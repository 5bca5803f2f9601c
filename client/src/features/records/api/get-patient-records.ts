import { queryOptions, useQuery } from '@tanstack/react-query'
import { ApiError, api } from '@/lib/api'
import type { PatientRecord } from '../types'

/** A patient's records; a 404 (no records yet, or the endpoint not deployed) reads as none. */
export async function getPatientRecords(patientId: string, signal?: AbortSignal): Promise<PatientRecord[]> {
  try {
    const records = await api.get<PatientRecord[] | null>(`/api/patients/${encodeURIComponent(patientId)}/records`, {
      signal,
    })
    return Array.isArray(records) ? records : []
  } catch (error) {
    if (error instanceof ApiError && error.status === 404) return []
    throw error
  }
}

export function getPatientRecordsQueryOptions(patientId: string) {
  return queryOptions({
    queryKey: ['/api/patients', patientId, 'records'] as const,
    queryFn: ({ signal }) => getPatientRecords(patientId, signal),
  })
}

export function usePatientRecords(patientId: string | null | undefined) {
  return useQuery({ ...getPatientRecordsQueryOptions(patientId ?? ''), enabled: Boolean(patientId) })
}
