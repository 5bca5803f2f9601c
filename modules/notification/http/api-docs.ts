import { z } from 'zod'
import { pageQuerySchema, type ApiDocs } from '#modules/kernel/index'
import { markNotificationsReadSchema, NOTIFICATION_KINDS } from '../contracts/in-app-notification.js'

/** The API document's entries for routes.ts (docs/api.md): one `api.route` per route. */
export function documentNotificationApi(api: ApiDocs) {
  const notification = api.schema(
    'NotificationItem',
    z.object({
      id: z.string(),
      kind: z.enum(NOTIFICATION_KINDS),
      /** the facts the client renders in the reader's language (shape per kind: contracts/in-app-notification.ts) */
      params: z.record(z.string(), z.unknown()),
      link: z.string(),
      createdAt: z.string(),
      readAt: z.string().nullable(),
    })
  )
  api.route({
    method: 'get',
    path: '/api/notifications',
    summary: 'Notifikasi saya dan jumlah belum dibaca / My notifications and unread count',
    auth: 'signed-in',
    query: pageQuerySchema,
    response: {
      schema: z.object({ items: z.array(notification), nextCursor: z.string().nullable(), unreadCount: z.number() }),
    },
  })
  api.route({
    method: 'post',
    path: '/api/notifications/read',
    summary: 'Tandai sudah dibaca / Mark as read',
    auth: 'signed-in',
    body: markNotificationsReadSchema,
    response: { schema: z.object({ marked: z.number(), unreadCount: z.number() }) },
  })
}
