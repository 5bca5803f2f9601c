import type { HttpContext } from '@adonisjs/core/http'
import { readiness } from '#server/observability/readiness'

/**
 * Public probes for load balancers and orchestrators (docs/ops/metrics.md). They say ok or not
 * ok and nothing else: which check failed is logged, never told to an anonymous caller.
 */
export default class HealthController {
  /** The process is up and its HTTP server answers. */
  live({ response }: HttpContext) {
    response.header('Cache-Control', 'no-store')
    return { status: 'ok' }
  }

  /** The node can serve: database reachable, migrations applied, transport connected, a relay running. */
  async ready({ response, logger }: HttpContext) {
    const { ready, failing } = await readiness()
    response.header('Cache-Control', 'no-store')
    if (ready) return { status: 'ok' }
    logger.warn({ failing }, 'not ready')
    return response.status(503).send({ status: 'unavailable' })
  }
}
