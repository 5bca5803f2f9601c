import { z } from 'zod'
import type { ApiDocs } from '#modules/kernel/index'

/** The routes server/start/routes.ts registers itself (module routes are in each module's http/api-docs.ts). */
export function documentServerApi(api: ApiDocs) {
  api.route({
    method: 'get',
    path: '/api/health',
    summary: 'Server hidup / Liveness probe',
    auth: 'public',
    response: { schema: z.object({ status: z.literal('ok') }) },
  })

  const consumerLag = api.schema(
    'ConsumerLag',
    z.object({
      consumer: z.string(),
      modules: z.array(z.string()),
      lastPosition: z.string().describe('event_log position applied last (bigint as text)'),
      headPosition: z.string(),
      lag: z.number().int(),
      deadLetters: z.number().int(),
      replaying: z.boolean(),
    })
  )
  api.route({
    method: 'get',
    path: '/api/admin/consumers',
    summary: 'Posisi dan ketertinggalan consumer / Consumer positions and lag',
    auth: ['ADMIN'],
    response: { schema: z.object({ transport: z.string(), consumers: z.array(consumerLag) }) },
    errors: [503],
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
    summary: 'Halaman referensi API / API reference page (Scalar)',
    auth: 'public',
    response: { contentType: 'text/html' },
  })
  api.route({
    method: 'get',
    path: '/api/docs/scalar.js',
    summary: 'Skrip halaman referensi / The reference page’s script (Scalar standalone bundle)',
    auth: 'public',
    response: { contentType: 'text/javascript' },
  })
  api.route({
    method: 'get',
    path: '/api/docs/init.js',
    summary: 'Skrip awal halaman referensi / The reference page’s start script',
    auth: 'public',
    response: { contentType: 'text/javascript' },
  })
}
