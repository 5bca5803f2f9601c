import router from '@adonisjs/core/services/router'
import server from '@adonisjs/core/services/server'

server.errorHandler(() => import('#exceptions/handler'))

server.use([
  // the request's correlation id (and, when tracing is on, its SERVER span) for everything under it
  () => import('#middleware/tracing-middleware'),
  // times every request by route pattern and status (telerawat_http_request_duration_seconds)
  () => import('#middleware/metrics-middleware'),
  // X-Frame-Options, nosniff, HSTS (config/shield.ts), then the CSP rendered once; no session needed, so every response gets them
  () => import('@adonisjs/shield/shield_middleware'),
  () => import('#middleware/security-headers-middleware'),
  // the client build from a manifest made once (no fs.stat per request), precompressed, API paths skipped
  () => import('#middleware/static-assets-middleware'),
  () => import('@adonisjs/cors/cors_middleware'),
])

router.use([
  () => import('#middleware/input-guard-middleware'),
  // body parser + session + auth init, skipped by sessionless routes (server/http/sessionless-routes.ts)
  () => import('#middleware/session-stack-middleware'),
  // ETag/304, Cache-Control and compression of the API's JSON answers
  () => import('#middleware/api-response-middleware'),
])

export const middleware = router.named({
  auth: () => import('#middleware/auth-middleware'),
})
