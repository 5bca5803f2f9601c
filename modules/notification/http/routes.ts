import { z } from 'zod'
import { apiSchemas, route, pageQuerySchema, type ModuleRoutes } from '#modules/kernel/index'
import { markNotificationsReadSchema, NOTIFICATION_KINDS } from '../contracts/in-app-notification.js'

const NotificationsController = () => import('./notifications-controller.js')

const schemas = apiSchemas({
  NotificationItem: z.object({
    id: z.string(),
    kind: z.enum(NOTIFICATION_KINDS),
    /** the facts the client renders in the reader's language (shape per kind: contracts/in-app-notification.ts) */
    params: z.record(z.string(), z.unknown()),
    link: z.string(),
    createdAt: z.string(),
    readAt: z.string().nullable(),
  }),
})

/** The header bell: any signed-in user, their own notifications only. */
export const notificationRoutes: ModuleRoutes = {
  schemas,
  routes: [
    route.get('/api/notifications', [NotificationsController, 'index'], {
      summary: 'Notifikasi saya dan jumlah belum dibaca / My notifications and unread count',
      auth: 'signed-in',
      query: pageQuerySchema,
      response: {
        schema: z.object({ items: z.array(schemas.NotificationItem), nextCursor: z.string().nullable(), unreadCount: z.number() }),
      },
    }),
    route.post('/api/notifications/read', [NotificationsController, 'read'], {
      summary: 'Tandai sudah dibaca / Mark as read',
      auth: 'signed-in',
      body: markNotificationsReadSchema,
      response: { schema: z.object({ marked: z.number(), unreadCount: z.number() }) },
    }),
  ],
}
