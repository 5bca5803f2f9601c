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

  // Every signed-in screen reads them: slots, cut-off, hold and join times shown to users.
  router.get('/api/clinic/settings', [SettingsController, 'show']).use(auth())
}
