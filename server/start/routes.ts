import { readFile } from 'node:fs/promises'
import app from '@adonisjs/core/services/app'
import router from '@adonisjs/core/services/router'
import { middleware } from '#start/kernel'
import { modules } from '#start/modules'
import { DomainError, registerRoutes, type AuthMiddleware } from '#modules/kernel/index'
import { isUnverifiedProvider } from '#modules/identity/index'
import '#start/bench-routes'

router.get('/api/health', async () => ({ status: 'ok' }))
const HealthController = () => import('#server/app/controllers/health-controller')
router.get('/api/health/live', [HealthController, 'live'])
router.get('/api/health/ready', [HealthController, 'ready'])
// Prometheus on the main port, only with METRICS_TOKEN (else 404); METRICS_PORT serves it apart.
router.get('/metrics', [() => import('#server/app/controllers/metrics-controller'), 'show'])

// Each module's declared routes (ModuleDefinition.http, ADR 0023), in module and declaration order.
const auth: AuthMiddleware = (options) => middleware.auth(options)
for (const module of modules) {
  module.attachAccessRules?.({ isUnverifiedProvider })
  if (module.http) registerRoutes(router, module.http.routes, auth)
}

// The API document and its reference page (docs/api.md): public, see ApiDocsController.
const ApiDocsController = () => import('#server/app/controllers/api-docs-controller')
router.get('/api/openapi.json', [ApiDocsController, 'document'])
router.get('/api/docs', [ApiDocsController, 'page'])

router.any('/api/*', () => {
  throw new DomainError(404, 'http.route_not_found')
})

// The SPA: every other GET path is a client route (the client renders its own 404).
router.get('*', async ({ response }) => {
  try {
    const html = await readFile(app.publicPath('index.html'), 'utf8')
    return response.header('content-type', 'text/html; charset=utf-8').send(html)
  } catch {
    return response.status(503).send('Client belum dibangun: jalankan `npm run build:client` (atau `npm start`).')
  }
})
