import { useMutation, useQueryClient } from '@tanstack/react-query'
import { api } from '@/lib/api'
import type { ConsultationRecord } from '../types'
import { getPatientRecordsQueryOptions } from './get-patient-records'

export type UpdateRecordNotesInput = { recordId: string; patientId: string; notes: string }

/** PATCH /api/medical-records/:id {notes} — notes must be non-blank (checked here and on the server). */
export function updateRecordNotes({ recordId, notes }: UpdateRecordNotesInput) {
  return api.patch<ConsultationRecord>(`/api/medical-records/${encodeURIComponent(recordId)}`, { notes: notes.trim() })
}

export function useUpdateRecordNotes() {
  const queryClient = useQueryClient()
  return useMutation({
    mutationFn: updateRecordNotes,
    onSuccess: (_record, { patientId }) =>
      queryClient.invalidateQueries({ queryKey: getPatientRecordsQueryOptions(patientId).queryKey }),
  })
}
