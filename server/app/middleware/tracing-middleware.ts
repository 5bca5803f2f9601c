import { context, propagation, ROOT_CONTEXT, SpanKind, SpanStatusCode, trace } from '@opentelemetry/api'
import { ATTR_HTTP_RESPONSE_STATUS_CODE, ATTR_HTTP_ROUTE } from '@opentelemetry/semantic-conventions'
import type { HttpContext } from '@adonisjs/core/http'
import type { NextFn } from '@adonisjs/core/types/http'
import { serverRequestId } from '#modules/kernel/index'
import { tracer, tracingEnabled, withCorrelation } from '#events/tracing'

function bindCorrelation(ctx: HttpContext, correlationId: string) {
  const parent = ctx.logger
  let child: typeof parent | undefined
  Object.defineProperty(ctx, 'logger', {
    configurable: true,
    enumerable: true,
    get: () => (child ??= parent.child({ correlation_id: correlationId })),
    set: (value) => (child = value),
  })
}

/**
 * First server middleware. Log lines under a request carry its correlation id (the id stored
 * with its events): ctx.logger's always, every line while tracing is on (logMixin). When tracing is on (docs/ops/tracing.md) the request gets a SERVER
 * span, continuing a caller's W3C traceparent; the outbox, relay, consumers and pushes descend from it.
 */
export default class TracingMiddleware {
  handle(ctx: HttpContext, next: NextFn) {
    const correlationId = serverRequestId(ctx)
    // ctx.logger's lines carry the id (a child logger made only if something logs)
    bindCorrelation(ctx, correlationId)
    if (!tracingEnabled()) return next()
    const method = ctx.request.method()
    const parent = propagation.extract(ROOT_CONTEXT, ctx.request.headers())
    const span = tracer().startSpan(
      method,
      {
        kind: SpanKind.SERVER,
        attributes: {
          'http.request.method': method,
          'url.path': ctx.request.url(),
          'url.scheme': ctx.request.protocol(),
          'telerawat.correlation_id': correlationId,
        },
      },
      parent
    )
    const res = ctx.response.response
    let ended = false
    const end = () => {
      if (ended) return
      ended = true
      const route = ctx.route?.pattern
      if (route) {
        span.updateName(`${method} ${route}`)
        span.setAttribute(ATTR_HTTP_ROUTE, route)
      }
      span.setAttribute(ATTR_HTTP_RESPONSE_STATUS_CODE, res.statusCode)
      if (res.statusCode >= 500) span.setStatus({ code: SpanStatusCode.ERROR })
      span.end()
    }
    res.once('finish', end)
    res.once('close', end)
    return withCorrelation(correlationId, () => context.with(trace.setSpan(parent, span), next))
  }
}
