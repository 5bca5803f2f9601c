import { infiniteQueryOptions, useInfiniteQuery } from '@tanstack/react-query'
import { api } from '@/lib/api'
import { nextCursorOf, pageParams, type Page } from '@/lib/page'
import { patientRecordsKey } from '@/lib/patient-records'
import type { MedicalRecordDto } from '@/api/openapi'

export const FINAL_RECORDS_PAGE_SIZE = 10

/** GET /api/patients/:patientId/records/page?status=FINAL: the finalised records, newest visit first. */
export function getFinalRecordsPage(patientId: string, cursor: string | null, signal?: AbortSignal) {
  const query = pageParams({ status: 'FINAL', limit: FINAL_RECORDS_PAGE_SIZE }, cursor)
  return api.get<Page<MedicalRecordDto>>(`/api/patients/${encodeURIComponent(patientId)}/records/page${query}`, { signal })
}

export function getFinalRecordsQueryOptions(patientId: string) {
  return infiniteQueryOptions({
    // under the patient's records prefix: the record.changed push that refreshes the dashboard refreshes this too
    queryKey: [...patientRecordsKey(patientId), 'final'] as const,
    queryFn: ({ pageParam, signal }) => getFinalRecordsPage(patientId, pageParam, signal),
    initialPageParam: null as string | null,
    getNextPageParam: nextCursorOf,
  })
}

export function useFinalRecords(patientId: string | null | undefined) {
  return useInfiniteQuery({ ...getFinalRecordsQueryOptions(patientId ?? ''), enabled: Boolean(patientId) })
}
