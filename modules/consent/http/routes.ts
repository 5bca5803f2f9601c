import type { RouteDeps } from '#modules/kernel/index'

const ConsentsController = () => import('./consents-controller.js')

/** The signed-in patient's consent ledger: read, give, withdraw (their own entries only). */
export function registerConsentRoutes({ router, auth }: RouteDeps) {
  router
    .group(() => {
      router.get('/consents', [ConsentsController, 'index'])
      router.post('/consents', [ConsentsController, 'store'])
      router.post('/consents/:id/withdraw', [ConsentsController, 'withdraw'])
    })
    .prefix('/api')
    .use(auth({ roles: ['PATIENT'] }))
}
