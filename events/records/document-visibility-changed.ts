import { z } from 'zod'
import { defineEvent } from '../define-event.js'

/** A treating provider hid a document from the patient, or showed it again. */
export const DocumentVisibilityChangedV1 = defineEvent({
  type: 'DocumentVisibilityChanged',
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
    hidden: z.boolean(),
    changedAt: z.iso.datetime({ offset: true }),
  }),
})
export type DocumentVisibilityChanged = z.infer<typeof DocumentVisibilityChangedV1.schema>
