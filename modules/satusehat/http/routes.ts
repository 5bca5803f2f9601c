import type { RouteDeps } from '#modules/kernel/index'

const ExchangeController = () => import('./exchange-controller.js')

/** The SATUSEHAT exchange: a record's status (its provider, admins) and the admin queue. */
export function registerSatusehatRoutes({ router, auth }: RouteDeps) {
  router.get('/api/medical-records/:id/satusehat', [ExchangeController, 'recordStatus']).use(auth({ roles: ['PROVIDER', 'ADMIN'] }))
  router
    .group(() => {
      router.get('/fhir-exchange', [ExchangeController, 'queue'])
      router.get('/fhir-exchange/summary', [ExchangeController, 'summary'])
      router.post('/fhir-exchange/:id/retry', [ExchangeController, 'retry'])
    })
    .prefix('/api/admin')
    .use(auth({ roles: ['ADMIN'] }))
}
