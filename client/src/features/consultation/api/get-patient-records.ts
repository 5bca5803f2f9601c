import { queryOptions, useQuery } from '@tanstack/react-query'
import { getPatientRecordsPage, patientRecordsKey } from '@/lib/patient-records'
import type { ConsultationRecord } from '../types'

/**
 * The session screen needs the latest few notes and this visit's own record (visit date = the
 * appointment, so among the newest): the first bounded page, newest first.
 */
const CONSULTATION_RECORDS_LIMIT = 20

export function getPatientRecordsQueryOptions(patientId: string) {
  return queryOptions({
    queryKey: patientRecordsKey(patientId),
    queryFn: async ({ signal }) =>
      (await getPatientRecordsPage<ConsultationRecord>(patientId, CONSULTATION_RECORDS_LIMIT, null, signal)).items,
  })
}

export function usePatientRecords(patientId: string | undefined) {
  return useQuery({ ...getPatientRecordsQueryOptions(patientId ?? ''), enabled: Boolean(patientId) })
}
