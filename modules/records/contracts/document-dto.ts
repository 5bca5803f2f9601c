/** A document (upload) as the endpoints return it; the storage path never leaves the server. */
export interface DocumentDto {
  id: string
  patientId: string
  medicalRecordId: string | null
  appointmentId: string | null
  filename: string
  mimeType: string
  sizeBytes: number
  hidden: boolean
  uploadedAt: string
  uploadedBy: { userId: string; name: string } | null
  /** The authorised download route (patient or treating provider). */
  url: string
}
