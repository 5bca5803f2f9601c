import { useMutation, useQueryClient } from '@tanstack/react-query'
import { api } from '@/lib/api'

import { getPatientUploadsQueryOptions } from './get-patient-uploads'
import type { DocumentDto } from '@/api/openapi'

export type SetUploadHiddenInput = { uploadId: string; patientId: string; hidden: boolean }

/** PATCH /api/uploads/:id {hidden} — a provider hides a document from the patient, or shows it again. */
export function setUploadHidden({ uploadId, hidden }: SetUploadHiddenInput) {
  return api.patch<DocumentDto>(`/api/uploads/${encodeURIComponent(uploadId)}`, { hidden })
}

export function useSetUploadHidden() {
  const queryClient = useQueryClient()
  return useMutation({
    mutationFn: setUploadHidden,
    onSuccess: (_upload, { patientId }) =>
      queryClient.invalidateQueries({ queryKey: getPatientUploadsQueryOptions(patientId).queryKey }),
  })
}
