import { z } from 'zod'
import { pageQuerySchema, type ApiDocs } from '#modules/kernel/index'
import {
  conversationDetailDtoSchema,
  conversationPageSchema,
  messageDtoSchema,
  messagePageSchema,
  readRequestSchema,
  sendMessageRequestSchema,
  unreadDtoSchema,
} from '../contracts/messaging-dto.js'

const idParam = z.object({ id: z.uuid() })
const PARTICIPANTS = ['PATIENT', 'PROVIDER'] as const

/** The API document's entries for routes.ts (docs/api.md): one `api.route` per route. */
export function documentMessagingApi(api: ApiDocs) {
  const page = api.schema('ConversationPage', conversationPageSchema)
  const detail = api.schema('ConversationDetail', conversationDetailDtoSchema)
  const message = api.schema('Message', messageDtoSchema)
  const messages = api.schema('MessagePage', messagePageSchema)
  api.route({
    method: 'get',
    path: '/api/conversations',
    summary: 'Percakapan saya (aktivitas terbaru dulu) / My conversations, newest activity first, with unread counts',
    auth: [...PARTICIPANTS],
    query: pageQuerySchema.extend({ q: z.string().optional() }),
    response: { schema: page },
    description: '`q` narrows by the other participant’s name. An admin is refused (403).',
  })
  api.route({
    method: 'get',
    path: '/api/conversations/unread',
    summary: 'Jumlah pesan belum dibaca / Unread messages (header badge)',
    auth: [...PARTICIPANTS],
    response: { schema: api.schema('UnreadMessages', unreadDtoSchema) },
  })
  api.route({
    method: 'get',
    path: '/api/conversations/:id',
    summary: 'Satu percakapan / One conversation, with whether I may write now',
    auth: [...PARTICIPANTS],
    params: idParam,
    response: { schema: detail },
    errors: [404],
  })
  api.route({
    method: 'get',
    path: '/api/conversations/of-appointment/:appointmentId',
    summary: 'Percakapan konsultasi chat / The conversation an appointment (a CHAT consultation) happens in',
    auth: [...PARTICIPANTS],
    params: z.object({ appointmentId: z.uuid() }),
    response: { schema: detail },
    errors: [404],
    description:
      'The pair’s own conversation (docs/messaging.md#chat-consultations). 404 for anyone but the appointment’s patient and provider, and until the booking has opened the conversation.',
  })
  api.route({
    method: 'post',
    path: '/api/conversations/:id/read',
    summary: 'Tandai dibaca sampai pesan ini / Mark read up to a message',
    auth: [...PARTICIPANTS],
    params: idParam,
    body: readRequestSchema,
    response: { schema: z.object({ readSeq: z.number() }) },
    errors: [404],
  })
  api.route({
    method: 'post',
    path: '/api/conversations/:id/typing',
    summary: 'Sedang mengetik (204; dikirim ke pihak lain) / Typing indicator to the other side (204)',
    auth: [...PARTICIPANTS],
    params: idParam,
    response: { status: 204 },
    errors: [404, 409],
  })
  api.route({
    method: 'get',
    path: '/api/conversations/:id/messages',
    summary: 'Pesan percakapan (terbaru dulu) / Messages, newest first, keyset-paged',
    auth: [...PARTICIPANTS],
    params: idParam,
    query: pageQuerySchema,
    response: { schema: messages },
    errors: [404],
  })
  api.route({
    method: 'post',
    path: '/api/conversations/:id/messages',
    summary: 'Kirim pesan (201) / Send a message (201)',
    auth: [...PARTICIPANTS],
    params: idParam,
    body: sendMessageRequestSchema,
    response: { status: 201, schema: message },
    errors: [404, 409, 413, 415, 429],
    description:
      '409 when the caller may read but not write (the records access window closed, the other account inactive). ' +
      'Also takes `multipart/form-data` with `file` (an image — JPEG, PNG, WebP — or a PDF, checked by content, 10 MB at most) ' +
      'and an optional `text`: the file becomes one of the patient’s documents and the message carries `attachment`; ' +
      'another type is refused with 415 and nothing is stored.',
  })
  api.route({
    method: 'get',
    path: '/api/messages/:id/attachment',
    summary: 'Unduh lampiran pesan / Download a message’s attachment',
    auth: [...PARTICIPANTS],
    params: idParam,
    response: { contentType: 'application/octet-stream', description: 'The file, with its own content type, as an attachment' },
    errors: [404, 410],
    description:
      'The conversation’s two participants only; the provider while the records access window for the patient is open. ' +
      'Every download is in the patient’s access log. 410 once the message was withdrawn.',
  })
  api.route({
    method: 'post',
    path: '/api/messages/:id/withdraw',
    summary: 'Tarik pesan dalam 5 menit / Withdraw my message within 5 minutes',
    auth: [...PARTICIPANTS],
    params: idParam,
    response: { schema: message },
    errors: [404, 409],
  })
}
