import { useMutation, useQueryClient } from '@tanstack/react-query'
import { api } from '@/lib/api'
import { patientRecordsKey } from '@/lib/patient-records'
import type { codingBody } from '@/components/record-coding/coding-draft'
import type { MedicalRecordDto } from '@/api/openapi'
import { PROVIDER_RECORDS_QUERY_KEY } from './get-provider-medical-records'

export type UpdateRecordCodingInput = { recordId: string; patientId: string; body: ReturnType<typeof codingBody> }

/**
 * PATCH /api/medical-records/:id with the codes and the diagnoses' free text (issue 13): the author's
 * correction keeps the previous version as a revision; another provider's becomes an addendum (201).
 */
export function updateRecordCoding({ recordId, body }: UpdateRecordCodingInput) {
  return api.patch<MedicalRecordDto>(`/api/medical-records/${encodeURIComponent(recordId)}`, body)
}

export function useUpdateRecordCoding() {
  const queryClient = useQueryClient()
  return useMutation({
    mutationFn: updateRecordCoding,
    onSuccess: (_record, { patientId }) =>
      Promise.all([
        queryClient.invalidateQueries({ queryKey: PROVIDER_RECORDS_QUERY_KEY }),
        queryClient.invalidateQueries({ queryKey: patientRecordsKey(patientId) }),
      ]),
  })
}
