import { queryOptions, useQuery } from '@tanstack/react-query'
import { api } from '@/lib/api'
import { patientRecordsKey } from '@/lib/patient-records'
import type { ApiAnswer } from '@/api/answer'

/** How many records the patient has (the dashboard tile), counted on the server. */
export function getPatientRecordCount(patientId: string, signal?: AbortSignal) {
  return api.get<ApiAnswer<'/api/patients/{patientId}/records/count', 'get'>>(
    `/api/patients/${encodeURIComponent(patientId)}/records/count`,
    { signal }
  )
}

export function getPatientRecordCountQueryOptions(patientId: string) {
  return queryOptions({
    queryKey: [...patientRecordsKey(patientId), 'count'] as const,
    queryFn: ({ signal }) => getPatientRecordCount(patientId, signal),
  })
}

export function usePatientRecordCount(patientId: string | null | undefined) {
  return useQuery({ ...getPatientRecordCountQueryOptions(patientId ?? ''), enabled: Boolean(patientId) })
}
