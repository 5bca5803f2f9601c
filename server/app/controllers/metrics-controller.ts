import type { HttpContext } from '@adonisjs/core/http'
import env from '#start/env'
import { DomainError } from '#modules/kernel/index'
import { bearerMatches } from '#server/observability/metrics-endpoint'
import { metricsContentType, renderMetrics } from '#server/observability/scrape-state'

/**
 * GET /metrics on the main port: only with METRICS_TOKEN set and sent as a bearer token.
 * Without the setting it does not exist (404, as any unknown path), so it is never public by default.
 */
export default class MetricsController {
  async show({ request, response }: HttpContext) {
    const token = env.get('METRICS_TOKEN')
    if (!token) throw new DomainError(404, 'http.route_not_found')
    if (!bearerMatches(request.header('authorization'), token)) {
      return response.status(401).header('WWW-Authenticate', 'Bearer realm="metrics"').send('Unauthorized\n')
    }
    response.header('Content-Type', metricsContentType).header('Cache-Control', 'no-store')
    return response.send(await renderMetrics())
  }
}
