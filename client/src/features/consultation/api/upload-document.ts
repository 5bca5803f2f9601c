import { useMutation, useQueryClient } from '@tanstack/react-query'
import { ApiError, apiHeaders } from '@/lib/api'

import { getPatientUploadsQueryOptions } from './get-patient-uploads'
import type { DocumentDto } from '@/api/openapi'

export type UploadDocumentInput = { file: File; patientId: string; appointmentId?: string; medicalRecordId?: string }

/** Accepted by the file picker and by the server (checked there by content). */
export const ACCEPTED_DOCUMENT_TYPES = 'image/jpeg,image/png,image/webp,application/pdf'

/**
 * POST /api/upload as multipart (the JSON client cannot send a file); errors are thrown as the
 * same ApiError "<status>: <body>" as every other call.
 */
export async function uploadDocument({ file, patientId, appointmentId, medicalRecordId }: UploadDocumentInput): Promise<DocumentDto> {
  const form = new FormData()
  form.append('patientId', patientId)
  if (appointmentId) form.append('appointmentId', appointmentId)
  if (medicalRecordId) form.append('medicalRecordId', medicalRecordId)
  form.append('file', file)
  const response = await fetch('/api/upload', {
    method: 'POST',
    credentials: 'include',
    headers: apiHeaders(),
    body: form,
  })
  const text = await response.text()
  if (!response.ok) throw new ApiError(response.status, response.statusText, text)
  try {
    return JSON.parse(text) as DocumentDto
  } catch {
    return null as unknown as DocumentDto
  }
}

export function useUploadDocument() {
  const queryClient = useQueryClient()
  return useMutation({
    mutationFn: uploadDocument,
    onSuccess: (_upload, { patientId }) =>
      queryClient.invalidateQueries({ queryKey: getPatientUploadsQueryOptions(patientId).queryKey }),
  })
}
