import type { RouteDeps } from '#modules/kernel/index'

const ConversationsController = () => import('./conversations-controller.js')
const MessagesController = () => import('./messages-controller.js')

/** The pattern of the send route: JSON, or multipart with a file (streamed by the controller; the input guard lets it through). */
export const MESSAGES_ROUTE = '/api/conversations/:id/messages'

/** 'Pesan': patients and providers, their own conversations only (an admin reads none). */
export function registerMessagingRoutes({ router, auth }: RouteDeps) {
  router
    .group(() => {
      router.get('/conversations', [ConversationsController, 'index'])
      router.get('/conversations/unread', [ConversationsController, 'unread'])
      router.get('/conversations/:id', [ConversationsController, 'show'])
      router.get('/conversations/of-appointment/:appointmentId', [ConversationsController, 'ofAppointment'])
      router.post('/conversations/:id/read', [ConversationsController, 'read'])
      router.post('/conversations/:id/typing', [ConversationsController, 'typing'])
      router.get('/conversations/:id/messages', [MessagesController, 'index'])
      router.post('/conversations/:id/messages', [MessagesController, 'store'])
      router.post('/messages/:id/withdraw', [MessagesController, 'withdraw'])
      router.get('/messages/:id/attachment', [MessagesController, 'attachment'])
    })
    .prefix('/api')
    .use(auth({ roles: ['PATIENT', 'PROVIDER'] }))
}
