import type { Router } from '@adonisjs/core/http'
import type { Constructor, GetControllerHandlers, LazyImport } from '@adonisjs/core/types/http'
import { z } from 'zod'
import type { Role } from './contracts/roles.js'
import { pageOf, pageQuerySchema, type ApiDocs, type ApiMethod, type ApiRoute } from './api-docs.js'

/**
 * One declaration per route (ADR 0023): method, path, who may call, the controller method that
 * answers, and the request and answer schemas. server/start/routes.ts registers the list with the
 * router in its order (the first matching pattern wins), server/app/openapi/document.ts describes
 * the same list in the API document.
 */
export type RouteDeclaration = ApiRoute & { handler: [LazyImport<Constructor<any>>, string] } & RouteServing

/** How the server treats a route, beside what the document says. */
export interface RouteServing {
  /**
   * The route changes no account and no session (a message sent, a read mark): its answer need not
   * wait until this node's identity cache has seen the changes committed before it (the barrier of
   * server/app/middleware/session-stack-middleware.ts, one NOTIFY round trip).
   */
  identityNeutral?: true
}

/** The controller, loaded on first use, and its method: as the AdonisJS router takes it. */
type ControllerMethod<T extends Constructor<any>> = [LazyImport<T>, GetControllerHandlers<T>]

const stored = <T extends Constructor<any>>([controller, method]: ControllerMethod<T>): RouteDeclaration['handler'] => [
  controller,
  method as string,
]

/** A module's HTTP surface: its routes in router order, and the schemas the document names. */
export interface ModuleRoutes {
  /** components.schemas.<key>, made by `apiSchemas` (the client's generated types use the names). */
  schemas?: Record<string, z.ZodType>
  routes: readonly RouteDeclaration[]
}

/** What a route says besides its method, path and handler: who may call, summary, schemas, refusals. */
export type RouteDoc = Omit<ApiRoute, 'method' | 'path'> & RouteServing

const declare =
  (method: ApiMethod) =>
  <T extends Constructor<any>>(path: string, handler: ControllerMethod<T>, doc: RouteDoc): RouteDeclaration => ({
    method,
    path,
    handler: stored(handler),
    ...doc,
  })

/**
 * `route.post('/api/things/:id/close', [ThingsController, 'close'], { summary, auth, ... })`: one
 * route, written as the AdonisJS router's call plus what the document says; the handler's method
 * name is checked against the controller, as the router does.
 */
export const route = {
  get: declare('get'),
  post: declare('post'),
  put: declare('put'),
  patch: declare('patch'),
  delete: declare('delete'),
}

/**
 * A cursor-paged list served twice (modules/kernel/paging.ts): `path` answers the items as an
 * array with the next page in the Link header, `path/page` answers `{ items, nextCursor }`. One
 * entry, two GET routes, in that order; `query` holds the filters (the paging query is added).
 */
export function pagedList<T extends Constructor<any>>(
  path: string,
  arrayHandler: ControllerMethod<T>,
  pageHandler: ControllerMethod<T>,
  doc: Omit<RouteDoc, 'summary' | 'response' | 'query'> & {
    summary: { array: string; page: string }
    query?: z.ZodObject
    item: z.ZodType
  }
): [RouteDeclaration, RouteDeclaration] {
  const { summary, query, item, ...shared } = doc
  const paged = query ? query.extend(pageQuerySchema.shape) : pageQuerySchema
  return [
    route.get(path, arrayHandler, { ...shared, summary: summary.array, query: paged, response: { schema: z.array(item) } }),
    route.get(`${path}/page`, pageHandler, { ...shared, summary: summary.page, query: paged, response: { schema: pageOf(item) } }),
  ]
}

/** Names each schema after its key for the API document (components.schemas.<key>). */
export function apiSchemas<T extends Record<string, z.ZodType>>(schemas: T): T {
  return Object.fromEntries(Object.entries(schemas).map(([name, schema]) => [name, schema.openapi(name)])) as T
}

/** The route middleware the server gives: signed-in and ACTIVE; `roles` narrows who may call. */
export type AuthMiddleware = (options: { roles?: Role[] }) => any

/** Adds the routes to the router in their order; every route that is not public gets the auth middleware. */
export function registerRoutes(router: Router, routes: readonly RouteDeclaration[], auth: AuthMiddleware) {
  for (const declared of routes) {
    if (declared.identityNeutral) identityNeutral.add(`${declared.method.toUpperCase()} ${declared.path}`)
    const added = router[declared.method](declared.path, declared.handler)
    if (declared.auth === 'signed-in') added.use(auth({}))
    else if (declared.auth !== 'public') added.use(auth({ roles: declared.auth }))
  }
}

/** Describes the routes in the API document: the named schemas first, then one entry per route. */
export function documentRoutes(api: ApiDocs, { schemas = {}, routes }: ModuleRoutes) {
  for (const [name, schema] of Object.entries(schemas)) api.schema(name, schema)
  for (const { handler: _handler, identityNeutral: _serving, ...entry } of routes) api.route(entry)
}

const identityNeutral = new Set<string>()

/** Whether the route registered for this method and pattern was declared `identityNeutral`. */
export function isIdentityNeutral(method: string, pattern: string | undefined): boolean {
  return pattern !== undefined && identityNeutral.has(`${method} ${pattern}`)
}
