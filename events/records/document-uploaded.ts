import { z } from 'zod'
import { defineEvent } from '../define-event.js'

/**
 * A supporting document (image or PDF) of a patient was stored: uploaded by a provider, or sent
 * by either participant as an attachment of their conversation (`conversationId`, then the
 * provider fields name the conversation's provider). No file name or content.
 */
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
    /** Additive (issue 22): the conversation it was sent in; absent for a provider's upload. */
    conversationId: z.uuid().optional(),
  }),
})
export type DocumentUploaded = z.infer<typeof DocumentUploadedV1.schema>
