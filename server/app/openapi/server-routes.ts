import { z } from 'zod'
import type { ApiDocs } from '#modules/kernel/index'

/** The routes server/start/routes.ts registers itself (module routes are declared once in each module's http/routes.ts, ADR 0023). */
export function documentServerApi(api: ApiDocs) {
  api.route({
    method: 'get',
    path: '/api/health',
    summary: 'Server hidup / Liveness probe',
    auth: 'public',
    response: { schema: z.object({ status: z.literal('ok') }) },
  })

  api.route({
    method: 'get',
    path: '/api/health/live',
    summary: 'Proses hidup / Liveness probe (the process answers HTTP)',
    auth: 'public',
    response: { schema: z.object({ status: z.literal('ok') }) },
    description: 'For load balancers and orchestrators (docs/ops/metrics.md). `Cache-Control: no-store`.',
  })
  api.route({
    method: 'get',
    path: '/api/health/ready',
    summary: 'Siap melayani / Readiness probe (database, migrations, transport, relay)',
    auth: 'public',
    response: { schema: z.object({ status: z.literal('ok') }) },
    errors: [503],
    description:
      'Not ready answers 503 with `{ "status": "unavailable" }` and nothing else: which check failed is logged, ' +
      'never told to an anonymous caller. `Cache-Control: no-store`.',
  })
  api.route({
    method: 'get',
    path: '/metrics',
    summary: 'Metrik Prometheus / Prometheus metrics (text exposition format)',
    auth: 'public',
    response: { contentType: 'text/plain; version=0.0.4', description: 'Prometheus text format' },
    errors: [401, 404],
    description:
      'Not a session route: it exists on the main port only when `METRICS_TOKEN` is set (else 404, as any unknown path), ' +
      'and then needs `Authorization: Bearer <METRICS_TOKEN>` (else 401 with `WWW-Authenticate: Bearer`, plain text). ' +
      '`METRICS_PORT` serves the same text on a separate listener outside this API (docs/ops/metrics.md).',
  })

  api.route({
    method: 'get',
    path: '/api/openapi.json',
    summary: 'Dokumen OpenAPI ini / This OpenAPI document',
    auth: 'public',
    response: { schema: z.object({ openapi: z.string() }).loose(), description: 'OpenAPI 3.1' },
  })
  api.route({
    method: 'get',
    path: '/api/docs',
    summary: 'Halaman referensi API / API reference page (HTML, tanpa skrip / no script)',
    auth: 'public',
    response: { contentType: 'text/html' },
  })
}
