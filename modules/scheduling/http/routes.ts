import type { RouteDeps } from '#modules/kernel/index'

const ProvidersController = () => import('./providers-controller.js')
const AppointmentsController = () => import('./appointments-controller.js')
const AppointmentListsController = () => import('./appointment-lists-controller.js')
const ProviderScheduleController = () => import('./provider-schedule-controller.js')
const AppointmentChangesController = () => import('./appointment-changes-controller.js')
const WaitlistController = () => import('./waitlist-controller.js')

export function registerSchedulingRoutes({ router, auth }: RouteDeps) {
  router
    .group(() => {
      router.get('/providers', [ProvidersController, 'index'])
      router.get('/providers/:providerId/availability', [ProvidersController, 'availability'])
    })
    .prefix('/api')
    .use(auth())

  router.post('/api/appointments', [AppointmentsController, 'store']).use(auth({ roles: ['PATIENT'] }))

  // 'Jadwal Praktik': a provider reads and replaces only their own schedule
  router
    .group(() => {
      router.get('/provider/schedule', [ProviderScheduleController, 'show'])
      router.put('/provider/schedule', [ProviderScheduleController, 'update'])
    })
    .prefix('/api')
    .use(auth({ roles: ['PROVIDER'] }))

  router
    .group(() => {
      router.get('/appointments', [AppointmentListsController, 'index'])
      // before '/appointments/:id', which would take 'overview' and 'list' for ids
      router.get('/appointments/overview', [AppointmentListsController, 'overview'])
      router.get('/appointments/list', [AppointmentListsController, 'list'])
      router.get('/appointments/:id', [AppointmentsController, 'show'])
      router.patch('/appointments/:id/status', [AppointmentsController, 'updateStatus'])
      router.post('/appointments/:id/cancel', [AppointmentChangesController, 'cancel'])
      router.post('/appointments/:id/reschedule', [AppointmentChangesController, 'reschedule'])
      router.get('/appointments/:id/history', [AppointmentChangesController, 'history'])
    })
    .prefix('/api')
    .use(auth({ roles: ['PATIENT', 'PROVIDER'] }))

  // docs/waitlist.md
  router
    .group(() => {
      router.get('/waitlist', [WaitlistController, 'index'])
      router.post('/waitlist', [WaitlistController, 'store'])
      router.delete('/waitlist/:id', [WaitlistController, 'destroy'])
      router.post('/waitlist/offers/:id/accept', [WaitlistController, 'accept'])
      router.post('/waitlist/offers/:id/decline', [WaitlistController, 'decline'])
    })
    .prefix('/api')
    .use(auth({ roles: ['PATIENT'] }))
}
