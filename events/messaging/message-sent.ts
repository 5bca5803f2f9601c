import { z } from 'zod'
import { defineEvent } from '../define-event.js'

/**
 * A participant sent a message in a patient–provider conversation. Carries who and where, never
 * the text (the message itself stays in the messaging module's table, part of the medical record).
 */
export const MessageSentV1 = defineEvent({
  type: 'MessageSent',
  version: 1,
  module: 'messaging',
  aggregateType: 'conversation',
  schema: z.object({
    conversationId: z.uuid(),
    messageId: z.uuid(),
    /** The message's place in its conversation (1, 2, …). */
    seq: z.number().int().positive(),
    patientId: z.uuid(),
    patientUserId: z.uuid(),
    providerUserId: z.uuid(),
    senderUserId: z.uuid(),
    senderRole: z.enum(['PATIENT', 'PROVIDER']),
    /** The sender's name as at sending (the bell and the e-mail digest name it). */
    senderName: z.string(),
    recipientUserId: z.uuid(),
    hasAttachment: z.boolean(),
    /** Additive (issue 22): the attachment, one of the patient's documents (records `uploads`). */
    attachmentUploadId: z.uuid().optional(),
    /** The recipient had an open tab when it was sent: no notification then (the tab shows it). */
    recipientOnline: z.boolean(),
    sentAt: z.iso.datetime({ offset: true }),
  }),
})
export type MessageSent = z.infer<typeof MessageSentV1.schema>
