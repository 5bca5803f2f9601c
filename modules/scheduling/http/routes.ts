import type { RouteDeps } from '#modules/kernel/index'

const ProvidersController = () => import('./providers-controller.js')
const AppointmentsController = () => import('./appointments-controller.js')

export function registerSchedulingRoutes({ router, auth }: RouteDeps) {
  router
    .group(() => {
      router.get('/providers', [ProvidersController, 'index'])
      router.get('/providers/:providerId/availability', [ProvidersController, 'availability'])
    })
    .prefix('/api')
    .use(auth())

  router.post('/api/appointments', [AppointmentsController, 'store']).use(auth({ roles: ['PATIENT'] }))

  router
    .group(() => {
      router.get('/appointments', [AppointmentsController, 'index'])
      router.get('/appointments/:id', [AppointmentsController, 'show'])
      router.patch('/appointments/:id/status', [AppointmentsController, 'updateStatus'])
    })
    .prefix('/api')
    .use(auth({ roles: ['PATIENT', 'PROVIDER'] }))
}
