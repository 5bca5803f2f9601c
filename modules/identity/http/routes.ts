import type { RouteDeps } from '#modules/kernel/index'

const AuthController = () => import('./auth-controller.js')
const AdminController = () => import('./admin-controller.js')
const ProviderProfileController = () => import('./provider-profile-controller.js')
const ProfileController = () => import('./profile-controller.js')
const PasswordController = () => import('./password-controller.js')
const AdminExportController = () => import('./admin-export-controller.js')
const AdminActivityController = () => import('./admin-activity-controller.js')

export function registerIdentityRoutes({ router, auth }: RouteDeps) {
  router
    .group(() => {
      router.post('/register', [AuthController, 'register'])
      router.post('/login', [AuthController, 'login'])
      router.post('/logout', [AuthController, 'logout'])
      router.get('/user', [AuthController, 'me'])
      router.post('/password/forgot', [PasswordController, 'forgot'])
      router.post('/password/reset', [PasswordController, 'reset'])
      router.post('/email/verify', [PasswordController, 'verifyEmail'])
    })
    .prefix('/api')

  router
    .group(() => {
      router.post('/password/change', [PasswordController, 'change'])
      router.post('/email/verification', [PasswordController, 'resendVerification'])
    })
    .prefix('/api')
    .use(auth())

  router
    .group(() => {
      router.get('/users', [AdminController, 'index'])
      router.get('/users/page', [AdminController, 'page'])
      router.post('/users', [AdminController, 'invite'])
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

  // the signed-in patient's or provider's own profile (an admin has none: 403)
  router.get('/api/profile', [ProfileController, 'show']).use(auth({ roles: ['PATIENT', 'PROVIDER'] }))
  router.patch('/api/profile', [ProfileController, 'update']).use(auth({ roles: ['PATIENT', 'PROVIDER'] }))
}
