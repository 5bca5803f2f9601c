import type { RouteDeps } from '#modules/kernel/index'

const AuthController = () => import('./auth-controller.js')
const AdminController = () => import('./admin-controller.js')
const ProviderProfileController = () => import('./provider-profile-controller.js')
const AdminExportController = () => import('./admin-export-controller.js')
const AdminActivityController = () => import('./admin-activity-controller.js')

export function registerIdentityRoutes({ router, auth }: RouteDeps) {
  router
    .group(() => {
      router.post('/register', [AuthController, 'register'])
      router.post('/login', [AuthController, 'login'])
      router.post('/logout', [AuthController, 'logout'])
      router.get('/user', [AuthController, 'me'])
    })
    .prefix('/api')

  router
    .group(() => {
      router.get('/users', [AdminController, 'index'])
      router.get('/users/page', [AdminController, 'page'])
      router.get('/users/export.csv', [AdminExportController, 'show'])
      router.get('/activity', [AdminActivityController, 'index'])
      router.get('/stats', [AdminController, 'stats'])
      router.patch('/users/:id', [AdminController, 'update'])
      router.post('/users/:id/verify', [AdminController, 'verify'])
      router.delete('/users/:id', [AdminController, 'destroy'])
    })
    .prefix('/api/admin')
    .use(auth({ roles: ['ADMIN'] }))

  router.patch('/api/provider/profile', [ProviderProfileController, 'update']).use(auth({ roles: ['PROVIDER'] }))
}
