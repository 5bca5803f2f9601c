import router from '@adonisjs/core/services/router'
import server from '@adonisjs/core/services/server'

server.errorHandler(() => import('#exceptions/handler'))

server.use([
  () => import('#middleware/security_headers_middleware'),
  () => import('@adonisjs/static/static_middleware'),
  () => import('@adonisjs/cors/cors_middleware'),
])

router.use([
  () => import('#middleware/input_guard_middleware'),
  // body parser + session + auth init, skipped by sessionless routes (server/http/sessionless-routes.ts)
  () => import('#middleware/session_stack_middleware'),
])

export const middleware = router.named({
  auth: () => import('#middleware/auth_middleware'),
})
