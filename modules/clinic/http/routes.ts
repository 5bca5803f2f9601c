import type { RouteDeps } from '#modules/kernel/index'

const SettingsController = () => import('./settings-controller.js')

export function registerClinicRoutes({ router, auth }: RouteDeps) {
  router
    .group(() => {
      router.get('/settings', [SettingsController, 'show'])
      router.patch('/settings', [SettingsController, 'update'])
    })
    .prefix('/api/admin')
    .use(auth({ roles: ['ADMIN'] }))
}
