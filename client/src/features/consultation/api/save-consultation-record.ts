import { useMutation, useQueryClient } from '@tanstack/react-query'
import { apiRequest } from '@/lib/api'
import type { VitalSignsRequest } from '@modules/records/contracts/vital-signs-request'
import type { RecordCoding } from '@modules/records/contracts/record-coding'
import type { ConsultationRecord } from '../types'
import { getPatientRecordsQueryOptions } from './get-patient-records'

export type SaveConsultationRecordInput = {
  appointmentId: string
  patientId: string
  vitalSigns?: VitalSignsRequest
  notes?: string
  /** The coded form (issue 13): the codes and the free text beside the diagnoses. */
  coded?: {
    coding: RecordCoding | null
    primaryDiagnosis: string | null
    secondaryDiagnosis: string | null
    nursingDiagnosis: string | null
  }
}

/** PUT /api/consultations/:appointmentId/record — upserts the visit's DRAFT record (providers). */
export async function saveConsultationRecord({ appointmentId, vitalSigns, notes, coded }: SaveConsultationRecordInput) {
  const body: { vitalSigns?: VitalSignsRequest; notes?: string } & Partial<NonNullable<SaveConsultationRecordInput['coded']>> = {
    ...coded,
  }
  if (vitalSigns) body.vitalSigns = vitalSigns
  if (notes !== undefined) body.notes = notes.trim()
  const response = await apiRequest<ConsultationRecord>('PUT', `/api/consultations/${encodeURIComponent(appointmentId)}/record`, {
    body,
  })
  return response.data
}

export function useSaveConsultationRecord() {
  const queryClient = useQueryClient()
  return useMutation({
    mutationFn: saveConsultationRecord,
    onSuccess: (_record, { patientId }) =>
      queryClient.invalidateQueries({ queryKey: getPatientRecordsQueryOptions(patientId).queryKey }),
  })
}
