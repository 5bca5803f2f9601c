import { infiniteQueryOptions, useInfiniteQuery } from '@tanstack/react-query'
import { api } from '@/lib/api'
import { nextCursorOf, pageParams, type Page } from '@/lib/page'
import type { PatientRecord } from '../types'

/** The dashboard shows the latest 5; "Muat lebih banyak" adds 5 older ones at a time. */
export const PATIENT_RECORDS_PAGE_SIZE = 5

/** Prefix shared with the consultation feature's key: invalidating it refreshes both. */
export const patientRecordsKey = (patientId: string) => ['/api/patients', patientId, 'records'] as const

/** One page of the patient's records, newest visit first. */
export function getPatientRecordsPage(patientId: string, cursor: string | null, signal?: AbortSignal) {
  const query = pageParams({ limit: PATIENT_RECORDS_PAGE_SIZE }, cursor)
  return api.get<Page<PatientRecord>>(`/api/patients/${encodeURIComponent(patientId)}/records/page${query}`, { signal })
}

export function getPatientRecordsQueryOptions(patientId: string) {
  return infiniteQueryOptions({
    queryKey: [...patientRecordsKey(patientId), 'pages'] as const,
    queryFn: ({ pageParam, signal }) => getPatientRecordsPage(patientId, pageParam, signal),
    initialPageParam: null as string | null,
    getNextPageParam: nextCursorOf,
  })
}

export function usePatientRecords(patientId: string | null | undefined) {
  return useInfiniteQuery({ ...getPatientRecordsQueryOptions(patientId ?? ''), enabled: Boolean(patientId) })
}
