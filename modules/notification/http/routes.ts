import type { RouteDeps } from '#modules/kernel/index'

const NotificationsController = () => import('./notifications-controller.js')

/** The header bell: any signed-in user, their own notifications only. */
export function registerNotificationRoutes({ router, auth }: RouteDeps) {
  router
    .group(() => {
      router.get('/notifications', [NotificationsController, 'index'])
      router.post('/notifications/read', [NotificationsController, 'read'])
    })
    .prefix('/api')
    .use(auth())
}
