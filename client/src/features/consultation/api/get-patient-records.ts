import { queryOptions, useQuery } from '@tanstack/react-query'
import { api } from '@/lib/api'
import type { ConsultationRecord } from '../types'

/**
 * The session screen needs the latest few notes and this visit's own record (visit date = the
 * appointment, so among the newest): the first bounded page, newest first.
 */
const CONSULTATION_RECORDS_LIMIT = 20

/** GET /api/patients/:patientId/records?limit= — newest first. */
export async function getPatientRecords(patientId: string, signal?: AbortSignal): Promise<ConsultationRecord[]> {
  const records = await api.get<ConsultationRecord[] | null>(
    `/api/patients/${encodeURIComponent(patientId)}/records?limit=${CONSULTATION_RECORDS_LIMIT}`,
    {
      signal,
    }
  )
  return Array.isArray(records) ? records : []
}

export function getPatientRecordsQueryOptions(patientId: string) {
  return queryOptions({
    queryKey: ['/api/patients', patientId, 'records'] as const,
    queryFn: ({ signal }) => getPatientRecords(patientId, signal),
  })
}

export function usePatientRecords(patientId: string | undefined) {
  return useQuery({ ...getPatientRecordsQueryOptions(patientId ?? ''), enabled: Boolean(patientId) })
}
