import router from '@adonisjs/core/services/router'
import env from '#start/env'

/**
 * `npm run bench` only (BENCH_ROUTES=1): the framework's bare route, a handler with no
 * middleware of its own and no I/O, to compare the HTTP stack's floor with /api/health.
 */
if (env.get('BENCH_ROUTES')) {
  router.get('/bench/bare', () => ({ status: 'ok' }))
}
