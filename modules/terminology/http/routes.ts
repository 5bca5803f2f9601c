import type { RouteDeps } from '#modules/kernel/index'

const TerminologyController = () => import('./terminology-controller.js')

export function registerTerminologyRoutes({ router, auth }: RouteDeps) {
  // Pickers of the record form and the consultation screen; admins look codes up too (no patient data here).
  router
    .group(() => {
      router.get('/search', [TerminologyController, 'search'])
      router.get('/sdki/:code', [TerminologyController, 'sdki'])
    })
    .prefix('/api/terminology')
    .use(auth({ roles: ['PROVIDER', 'ADMIN'] }))
}
