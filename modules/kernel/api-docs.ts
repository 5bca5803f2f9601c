import { extendZodWithOpenApi, OpenAPIRegistry } from '@asteasolutions/zod-to-openapi'
import { z } from 'zod'
import type { Role } from './contracts/roles.js'

/**
 * The API document's entries (docs/api.md): what each route's declaration (routes.ts) says about
 * it, with the zod schemas its controller parses with and its answer's DTO schema.
 * server/app/openapi/document.ts turns them into the OpenAPI 3.1 document at /api/openapi.json;
 * server/tests/openapi checks that the router and the document list the same routes.
 */

// `registry.register(name, schema)` names a schema through zod's `.openapi()`, which this adds.
extendZodWithOpenApi(z)

export type ApiMethod = 'get' | 'post' | 'put' | 'patch' | 'delete'

/** Who may call: anyone, any signed-in ACTIVE account, or only these roles. */
export type ApiAuth = 'public' | 'signed-in' | Role[]

/** Refusals beyond the ones `auth` and the input imply (401, 403, 422 are added for you). */
export type ApiErrorStatus = 400 | 401 | 403 | 404 | 409 | 410 | 413 | 415 | 423 | 429 | 503

export interface ApiRoute {
  method: ApiMethod
  /** As the router writes it: '/api/appointments/:id' (becomes '/api/appointments/{id}'). */
  path: string
  summary: string
  /** Grouping in the reference page; defaults to the module's tag. */
  tag?: string
  auth: ApiAuth
  /** Path parameters; each `:name` left out is documented as a string. */
  params?: z.ZodObject
  query?: z.ZodObject | z.ZodPipe
  /** JSON body, or a multipart form (`multipart: true`). */
  body?: z.ZodType
  multipart?: boolean
  /** The success answer. `schema` omitted: no JSON body (e.g. 204) or a non-JSON `contentType`. */
  response: {
    status?: number
    schema?: z.ZodType
    /** Defaults to application/json. */
    contentType?: string
    description?: string
  }
  errors?: ApiErrorStatus[]
  /** Extra text for the reference page (Markdown). */
  description?: string
}

/** The field errors of a 422 answer, and every other refusal's body (modules/kernel/contracts/api-error.ts). */
export const fieldErrorSchema = z.object({ field: z.string(), message: z.string() })
export const errorBodySchema = z.object({
  message: z.string(),
  code: z.string().optional(),
  errors: z.array(fieldErrorSchema).optional(),
})

/** ?limit=&cursor= of every cursor-paged list (modules/kernel/paging.ts). */
export const pageQuerySchema = z.object({
  limit: z.string().regex(/^\d+$/).optional().describe('Banyak item per halaman (maks. 100) / Items per page (capped)'),
  cursor: z.string().optional().describe('nextCursor dari halaman sebelumnya / nextCursor of the previous page'),
})

/** A `{ items, nextCursor }` page of `item` (modules/kernel/contracts/page.ts). */
export const pageOf = <T extends z.ZodType>(item: T) => z.object({ items: z.array(item), nextCursor: z.string().nullable() })

/** The `{ ...dto, position }` answer of a write: `position` is the event's (also in X-Event-Position). */
export const withPosition = <T extends z.ZodObject>(dto: T) =>
  dto.extend({ position: z.string().describe('event_log position of the write (X-Event-Position)') })

const ERROR_TEXT: Record<number, string> = {
  400: 'Permintaan tidak dapat dibaca / Malformed request',
  401: 'Belum masuk / Not signed in',
  403: 'Tidak berhak / Not allowed for this role or this record',
  404: 'Tidak ditemukan / Not found (or not yours)',
  409: 'Bentrok dengan keadaan sekarang / Conflicts with the current state',
  410: 'Sudah tidak berlaku / Gone (expired)',
  413: 'Terlalu besar / Payload too large',
  415: 'Jenis berkas tidak didukung / Unsupported media type',
  422: 'Data tidak valid: `errors` names each field / Invalid input, one entry per field',
  423: 'Terkunci / Locked',
  429: 'Terlalu sering / Too many requests',
  503: 'Layanan belum siap / Service unavailable',
}

export const SESSION_SECURITY = 'session'

/** What a module gets to describe its routes with. */
export interface ApiDocs {
  /** One route of the router (modules take it from their declarations: documentRoutes in routes.ts). */
  route(route: ApiRoute): void
  /** A named schema (components.schemas.<name>): the client's generated types use the name. */
  schema<T extends z.ZodType>(name: string, schema: T): T
}

/** The adonis pattern as an OpenAPI path: ':id' → '{id}'. */
export const openApiPath = (pattern: string) => pattern.replace(/:([A-Za-z0-9_]+)\??/g, '{$1}')

const prepared = new WeakSet<OpenAPIRegistry>()

/** ErrorBody and one shared response per refusal status (components.responses.Error<status>). */
function prepare(registry: OpenAPIRegistry) {
  if (prepared.has(registry)) return
  prepared.add(registry)
  registry.register('ErrorBody', errorBodySchema)
  for (const [status, description] of Object.entries(ERROR_TEXT)) {
    registry.registerComponent('responses', `Error${status}`, {
      description,
      content: { 'application/json': { schema: { $ref: '#/components/schemas/ErrorBody' } } },
    })
  }
}

/** Wraps the zod-to-openapi registry; `tag` groups a module's routes. */
export function createApiDocs(registry: OpenAPIRegistry, tag: string): ApiDocs {
  prepare(registry)
  const refusal = (status: number) => ({ $ref: `#/components/responses/Error${status}` })
  return {
    schema: (name, schema) => registry.register(name, schema),
    route(route) {
      const statuses = new Set<number>(route.errors ?? [])
      if (route.auth !== 'public') statuses.add(401)
      if (Array.isArray(route.auth)) statuses.add(403)
      const names = [...route.path.matchAll(/:([A-Za-z0-9_]+)/g)].map((m) => m[1]!)
      const given = route.params ? Object.keys(route.params.shape) : []
      const params =
        names.length === 0
          ? undefined
          : z.object({
              ...Object.fromEntries(names.filter((n) => !given.includes(n)).map((n) => [n, z.string()])),
              ...(route.params?.shape ?? {}),
            })
      if (route.body || route.query || names.length > 0) statuses.add(422)
      const { status = 200, schema, contentType = 'application/json', description } = route.response
      const roles = Array.isArray(route.auth) ? route.auth.join(', ') : route.auth
      registry.registerPath({
        method: route.method,
        path: openApiPath(route.path),
        summary: route.summary,
        description: [route.description, `**Akses / Access:** ${roles}`].filter(Boolean).join('\n\n'),
        tags: [route.tag ?? tag],
        security: route.auth === 'public' ? [] : [{ [SESSION_SECURITY]: [] }],
        'x-roles': Array.isArray(route.auth) ? route.auth : [route.auth],
        request: {
          params,
          query: route.query,
          body: route.body
            ? {
                required: true,
                content: { [route.multipart ? 'multipart/form-data' : 'application/json']: { schema: route.body } },
              }
            : undefined,
        },
        responses: {
          [status]: {
            description: description ?? 'OK',
            ...(schema
              ? { content: { [contentType]: { schema } } }
              : contentType !== 'application/json'
                ? { content: { [contentType]: { schema: { type: 'string' } } } }
                : {}),
          },
          ...Object.fromEntries([...statuses].sort().map((s) => [s, refusal(s)])),
        },
      })
    },
  }
}
