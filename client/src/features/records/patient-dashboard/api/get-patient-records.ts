import { infiniteQueryOptions, useInfiniteQuery } from '@tanstack/react-query'
import { nextCursorOf } from '@/lib/page'
import { getPatientRecordsPage, patientRecordsKey } from '@/lib/patient-records'
import type { PatientRecord } from '../types'

/** The dashboard shows the latest 5; "Muat lebih banyak" adds 5 older ones at a time. */
export const PATIENT_RECORDS_PAGE_SIZE = 5

export function getPatientRecordsQueryOptions(patientId: string) {
  return infiniteQueryOptions({
    queryKey: [...patientRecordsKey(patientId), 'pages'] as const,
    queryFn: ({ pageParam, signal }) => getPatientRecordsPage<PatientRecord>(patientId, PATIENT_RECORDS_PAGE_SIZE, pageParam, signal),
    initialPageParam: null as string | null,
    getNextPageParam: nextCursorOf,
  })
}

export function usePatientRecords(patientId: string | null | undefined) {
  return useInfiniteQuery({ ...getPatientRecordsQueryOptions(patientId ?? ''), enabled: Boolean(patientId) })
}
