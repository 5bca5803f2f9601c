import { z } from 'zod'
import { apiSchemas, route, pageQuerySchema, type ModuleRoutes } from '#modules/kernel/index'
import {
  conversationDetailDtoSchema,
  conversationPageSchema,
  messageDtoSchema,
  messagePageSchema,
  readRequestSchema,
  sendMessageRequestSchema,
  unreadDtoSchema,
} from '../contracts/messaging-dto.js'

const ConversationsController = () => import('./conversations-controller.js')
const MessagesController = () => import('./messages-controller.js')

/** The pattern of the send route: JSON, or multipart with a file (streamed by the controller; the input guard lets it through). */
export const MESSAGES_ROUTE = '/api/conversations/:id/messages'

const schemas = apiSchemas({
  ConversationPage: conversationPageSchema,
  ConversationDetail: conversationDetailDtoSchema,
  Message: messageDtoSchema,
  MessagePage: messagePageSchema,
  UnreadMessages: unreadDtoSchema,
})
const idParam = z.object({ id: z.uuid() })
const PARTICIPANTS: ['PATIENT', 'PROVIDER'] = ['PATIENT', 'PROVIDER']

/** 'Pesan': patients and providers, their own conversations only (an admin reads none). */
export const messagingRoutes: ModuleRoutes = {
  schemas,
  routes: [
    route.get('/api/conversations', [ConversationsController, 'index'], {
      summary: 'Percakapan saya (aktivitas terbaru dulu) / My conversations, newest activity first, with unread counts',
      auth: PARTICIPANTS,
      query: pageQuerySchema.extend({ q: z.string().optional() }),
      response: { schema: schemas.ConversationPage },
      description: '`q` narrows by the other participant’s name. An admin is refused (403).',
    }),
    route.get('/api/conversations/unread', [ConversationsController, 'unread'], {
      summary: 'Jumlah pesan belum dibaca / Unread messages (header badge)',
      auth: PARTICIPANTS,
      response: { schema: schemas.UnreadMessages },
    }),
    route.get('/api/conversations/:id', [ConversationsController, 'show'], {
      summary: 'Satu percakapan / One conversation, with whether I may write now',
      auth: PARTICIPANTS,
      params: idParam,
      response: { schema: schemas.ConversationDetail },
      errors: [404],
    }),
    route.get('/api/conversations/of-appointment/:appointmentId', [ConversationsController, 'ofAppointment'], {
      summary: 'Percakapan konsultasi chat / The conversation an appointment (a CHAT consultation) happens in',
      auth: PARTICIPANTS,
      params: z.object({ appointmentId: z.uuid() }),
      response: { schema: schemas.ConversationDetail },
      errors: [404],
      description:
        'The pair’s own conversation (docs/messaging.md#chat-consultations). 404 for anyone but the appointment’s patient and provider, and until the booking has opened the conversation.',
    }),
    route.post('/api/conversations/:id/read', [ConversationsController, 'read'], {
      identityNeutral: true,
      summary: 'Tandai dibaca sampai pesan ini / Mark read up to a message',
      auth: PARTICIPANTS,
      params: idParam,
      body: readRequestSchema,
      response: { schema: z.object({ readSeq: z.number() }) },
      errors: [404],
    }),
    route.post('/api/conversations/:id/typing', [ConversationsController, 'typing'], {
      identityNeutral: true,
      summary: 'Sedang mengetik (204; dikirim ke pihak lain) / Typing indicator to the other side (204)',
      auth: PARTICIPANTS,
      params: idParam,
      response: { status: 204 },
      errors: [404, 409],
    }),
    route.get(MESSAGES_ROUTE, [MessagesController, 'index'], {
      summary: 'Pesan percakapan (terbaru dulu) / Messages, newest first, keyset-paged',
      auth: PARTICIPANTS,
      params: idParam,
      query: pageQuerySchema,
      response: { schema: schemas.MessagePage },
      errors: [404],
    }),
    route.post(MESSAGES_ROUTE, [MessagesController, 'store'], {
      identityNeutral: true,
      summary: 'Kirim pesan (201) / Send a message (201)',
      auth: PARTICIPANTS,
      params: idParam,
      body: sendMessageRequestSchema,
      response: { status: 201, schema: schemas.Message },
      errors: [404, 409, 413, 415, 429],
      description:
        '409 when the caller may read but not write (the records access window closed, the other account inactive). ' +
        'Also takes `multipart/form-data` with `file` (an image — JPEG, PNG, WebP — or a PDF, checked by content, 10 MB at most) ' +
        'and an optional `text`: the file becomes one of the patient’s documents and the message carries `attachment`; ' +
        'another type is refused with 415 and nothing is stored.',
    }),
    route.post('/api/messages/:id/withdraw', [MessagesController, 'withdraw'], {
      identityNeutral: true,
      summary: 'Tarik pesan dalam 5 menit / Withdraw my message within 5 minutes',
      auth: PARTICIPANTS,
      params: idParam,
      response: { schema: schemas.Message },
      errors: [404, 409],
    }),
    route.get('/api/messages/:id/attachment', [MessagesController, 'attachment'], {
      summary: 'Unduh lampiran pesan / Download a message’s attachment',
      auth: PARTICIPANTS,
      params: idParam,
      response: { contentType: 'application/octet-stream', description: 'The file, with its own content type, as an attachment' },
      errors: [404, 410],
      description:
        'The conversation’s two participants only; the provider while the records access window for the patient is open. ' +
        'Every download is in the patient’s access log. 410 once the message was withdrawn.',
    }),
  ],
}
