import { z } from 'zod'
import { defineEvent } from '../define-event.js'

/** A provider uploaded a supporting document (image or PDF) for a patient. No file name or content. */
export const DocumentUploadedV1 = defineEvent({
  type: 'DocumentUploaded',
  version: 1,
  module: 'records',
  aggregateType: 'document',
  schema: z.object({
    uploadId: z.uuid(),
    patientId: z.uuid(),
    patientUserId: z.uuid(),
    providerId: z.uuid(),
    providerUserId: z.uuid(),
    appointmentId: z.uuid().nullable(),
    medicalRecordId: z.uuid().nullable(),
    mimeType: z.enum(['image/jpeg', 'image/png', 'image/webp', 'application/pdf']),
    sizeBytes: z.number().int().positive(),
    hidden: z.boolean(),
    uploadedAt: z.iso.datetime({ offset: true }),
  }),
})
export type DocumentUploaded = z.infer<typeof DocumentUploadedV1.schema>
