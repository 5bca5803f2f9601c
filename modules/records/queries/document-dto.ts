import type { DocumentDto } from '../contracts/document-dto.js'

export const DOCUMENT_NOT_FOUND = 'records.document_not_found'

export function documentDto(r: any): DocumentDto {
  return {
    id: r.id,
    patientId: r.patient_id,
    medicalRecordId: r.medical_record_id ?? null,
    appointmentId: r.appointment_id ?? null,
    filename: r.filename,
    mimeType: r.mime_type,
    sizeBytes: Number(r.size_bytes),
    hidden: Boolean(r.hidden),
    uploadedAt: new Date(r.uploaded_at).toISOString(),
    uploadedBy: r.uploaded_by ? { userId: r.uploaded_by, name: r.uploaded_by_name ?? '' } : null,
    url: `/api/uploads/${r.id}/download`,
    conversationId: r.conversation_id ?? null,
  }
}
