import type { HttpContext } from '@adonisjs/core/http'
import type { NextFn } from '@adonisjs/core/types/http'
import { observeHttpRequest } from '#server/observability/metrics'

/**
 * First server middleware: times every request until its response is written (status and route
 * pattern known then), into telerawat_http_request_duration_seconds. A response that never
 * finished (the client went away) is not counted.
 */
export default class MetricsMiddleware {
  handle(ctx: HttpContext, next: NextFn) {
    const started = performance.now()
    const res = ctx.response.response
    res.once('finish', () => {
      observeHttpRequest(ctx.request.method(), ctx.route?.pattern, res.statusCode, (performance.now() - started) / 1000)
    })
    return next()
  }
}
