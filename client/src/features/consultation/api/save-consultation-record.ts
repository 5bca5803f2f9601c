import { useMutation, useQueryClient } from '@tanstack/react-query'
import { apiRequest } from '@/lib/api'
import type { VitalSignsRequest } from '@modules/records/contracts/vital-signs-request'
import type { ConsultationRecord } from '../types'
import { getPatientRecordsQueryOptions } from './get-patient-records'

export type SaveConsultationRecordInput = {
  appointmentId: string
  patientId: string
  vitalSigns?: VitalSignsRequest
  notes?: string
}

/** PUT /api/consultations/:appointmentId/record — upserts the visit's DRAFT record (providers). */
export async function saveConsultationRecord({ appointmentId, vitalSigns, notes }: SaveConsultationRecordInput) {
  const body: { vitalSigns?: VitalSignsRequest; notes?: string } = {}
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
