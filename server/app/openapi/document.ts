import { OpenAPIRegistry, OpenApiGeneratorV31 } from '@asteasolutions/zod-to-openapi'
import { createApiDocs, documentRoutes, SESSION_SECURITY, type ApiDocs, type ModuleDefinition } from '#modules/kernel/index'
import { documentServerApi } from './server-routes.js'

/**
 * The OpenAPI 3.1 document of the HTTP API (docs/api.md), built from the modules' route declarations
 * (`http` of each ModuleDefinition, the same list the router is given) and the server's own routes (server-routes.ts).
 * Served at GET /api/openapi.json; client/src/api/openapi.d.ts is generated from it
 * (`npm run api:types`).
 */
export function buildOpenApiDocument(modules: ModuleDefinition[]) {
  const registry = new OpenAPIRegistry()
  registry.registerComponent('securitySchemes', SESSION_SECURITY, {
    type: 'apiKey',
    in: 'cookie',
    name: 'telerawat-session',
    description:
      'Sesi dari POST /api/login (cookie httpOnly). Permintaan yang mengubah data harus JSON dari origin yang sama. / ' +
      'The session cookie set by POST /api/login; state-changing requests must be same-origin JSON.',
  })
  const docs = (tag: string): ApiDocs => createApiDocs(registry, tag)
  documentServerApi(docs('server'))
  for (const module of modules) if (module.http) documentRoutes(docs(module.name), module.http)

  const generator = new OpenApiGeneratorV31(registry.definitions, { sortComponents: 'alphabetically' })
  return generator.generateDocument({
    openapi: '3.1.0',
    info: {
      title: 'TeleRawat API',
      version: '1',
      description:
        'API HTTP TeleRawat, dibuat dari skema zod yang dipakai rute untuk validasi. Setiap penolakan berisi `{ message, code?, errors? }`; ' +
        '422 menyebut setiap field yang salah di `errors`. / The HTTP API of TeleRawat, generated from the zod schemas the routes validate ' +
        'with. Every refusal is `{ message, code?, errors? }`; a 422 names each bad field in `errors`. Messages follow `Accept-Language` (id, en).',
    },
    servers: [{ url: '/' }],
  })
}

export type OpenApiDocument = ReturnType<typeof buildOpenApiDocument>

let cached: OpenApiDocument | null = null

/** The document of this server's modules, built once (the routes do not change while it runs). */
export async function openApiDocument(): Promise<OpenApiDocument> {
  if (!cached) {
    const { modules } = await import('#start/modules')
    cached = buildOpenApiDocument(modules)
  }
  return cached
}
