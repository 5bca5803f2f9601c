import { z } from 'zod'

/** A document (upload) as the endpoints return it; the storage path never leaves the server. */
export const documentDtoSchema = z.object({
  id: z.string(),
  patientId: z.string(),
  medicalRecordId: z.string().nullable(),
  appointmentId: z.string().nullable(),
  filename: z.string(),
  mimeType: z.string(),
  sizeBytes: z.number(),
  hidden: z.boolean(),
  uploadedAt: z.string(),
  uploadedBy: z.object({ userId: z.string(), name: z.string() }).nullable(),
  /** The authorised download route (patient or treating provider). */
  url: z.string(),
  /** Sent as an attachment in this conversation ('Pesan'), or null. */
  conversationId: z.string().nullable(),
})
export type DocumentDto = z.infer<typeof documentDtoSchema>
