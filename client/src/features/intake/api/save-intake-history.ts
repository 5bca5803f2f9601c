import { useMutation, useQueryClient } from '@tanstack/react-query'
import { apiRequest } from '@/lib/api'
import { patientRecordsKey } from '@/lib/patient-records'

export type IntakeHistoryInput = {
  appointmentId: string
  patientId: string
  allergyHistory: string
  pastMedicalHistory: string
}

/**
 * PUT /api/consultations/:appointmentId/record with the allergy and medication history the
 * provider confirmed (the visit record's own save command: it upserts the visit's DRAFT record).
 */
export async function saveIntakeHistory({ appointmentId, allergyHistory, pastMedicalHistory }: IntakeHistoryInput) {
  const body = { allergyHistory: allergyHistory.trim() || null, pastMedicalHistory: pastMedicalHistory.trim() || null }
  return (await apiRequest('PUT', `/api/consultations/${encodeURIComponent(appointmentId)}/record`, { body })).data
}

export function useSaveIntakeHistory() {
  const queryClient = useQueryClient()
  return useMutation({
    mutationFn: saveIntakeHistory,
    onSuccess: (_record, { patientId }) => queryClient.invalidateQueries({ queryKey: patientRecordsKey(patientId) }),
  })
}
