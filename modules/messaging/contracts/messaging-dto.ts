import { z } from 'zod'

/** The longest message text (characters, as the spec counts them). */
export const MAX_MESSAGE_LENGTH = 4000

/** A message's file: one of the patient's documents (image or PDF), downloaded at `url` by the two participants. */
export const attachmentDtoSchema = z.object({
  documentId: z.string(),
  name: z.string(),
  mimeType: z.string(),
  sizeBytes: z.number(),
  url: z.string(),
})

/** One message as a participant sees it: a withdrawn message has no text ('Pesan ditarik'). */
export const messageDtoSchema = z.object({
  id: z.string(),
  conversationId: z.string(),
  seq: z.number(),
  senderUserId: z.string(),
  senderRole: z.enum(['PATIENT', 'PROVIDER']),
  mine: z.boolean(),
  text: z.string().nullable(),
  attachment: attachmentDtoSchema.nullable(),
  withdrawn: z.boolean(),
  /** The other participant read it ('Dibaca'); only said of the caller's own messages. */
  readByCounterpart: z.boolean(),
  sentAt: z.string(),
  withdrawnAt: z.string().nullable(),
})
export type MessageDto = z.infer<typeof messageDtoSchema>

export const conversationDtoSchema = z.object({
  id: z.string(),
  patientId: z.string(),
  counterpart: z.object({
    userId: z.string(),
    name: z.string(),
    detail: z.string().nullable(),
    role: z.enum(['PATIENT', 'PROVIDER']),
  }),
  unreadCount: z.number(),
  activityAt: z.string(),
  lastMessage: z
    .object({
      preview: z.string().nullable(),
      mine: z.boolean(),
      withdrawn: z.boolean(),
      hasAttachment: z.boolean(),
      sentAt: z.string(),
    })
    .nullable(),
})
export type ConversationDto = z.infer<typeof conversationDtoSchema>

export const conversationDetailDtoSchema = conversationDtoSchema.extend({
  canWrite: z.boolean(),
  /** Why the caller may read but not write (a catalogue text), or null. */
  readOnlyReason: z.string().nullable(),
})
export type ConversationDetailDto = z.infer<typeof conversationDetailDtoSchema>

export const conversationPageSchema = z.object({
  items: z.array(conversationDtoSchema),
  nextCursor: z.string().nullable(),
  unreadTotal: z.number(),
})
export const messagePageSchema = z.object({ items: z.array(messageDtoSchema), nextCursor: z.string().nullable() })
export const unreadDtoSchema = z.object({ unreadTotal: z.number(), conversations: z.number() })

export const sendMessageRequestSchema = z.object({
  text: z
    .string()
    .trim()
    .min(1, { error: 'validation.messaging.textRequired' })
    .max(MAX_MESSAGE_LENGTH, { error: 'validation.messaging.textTooLong' }),
})
/** The text beside an attachment (multipart field `text`): optional, as long as a message's. */
export const attachmentTextSchema = z.object({
  text: z
    .string()
    .trim()
    .max(MAX_MESSAGE_LENGTH, { error: 'validation.messaging.textTooLong' })
    .optional()
    .transform((t) => (t ? t : null)),
})
export const readRequestSchema = z.object({ upTo: z.uuid({ error: 'validation.messaging.upToInvalid' }) })

/** Pushed to both participants' user rooms (after the 'Pesan' read model committed). */
export interface MessagePush {
  type: 'MessageSent' | 'MessageRead' | 'MessageWithdrawn'
  conversationId: string
  messageId: string | null
  senderUserId: string | null
  readerUserId: string | null
  seq: number
  position: string
}
export interface TypingPush {
  conversationId: string
  userId: string
}
