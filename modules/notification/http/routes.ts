import type { RouteDeps } from '#modules/kernel/index'
import { viewerRules } from './viewer-rules.js'

const NotificationsController = () => import('./notifications-controller.js')

/** The header bell: any signed-in user, their own notifications only. */
export function registerNotificationRoutes({ router, auth, isUnverifiedProvider }: RouteDeps) {
  viewerRules.isUnverifiedProvider = isUnverifiedProvider
  router
    .group(() => {
      router.get('/notifications', [NotificationsController, 'index'])
      router.post('/notifications/read', [NotificationsController, 'read'])
    })
    .prefix('/api')
    .use(auth())
}
