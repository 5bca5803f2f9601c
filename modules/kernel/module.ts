import type { Router } from '@adonisjs/core/http'
import type { Consumer } from '#events/consumer'

export interface RouteDeps {
  router: Router
  /** Route middleware: signed-in and ACTIVE; `roles` narrows who may call. */
  auth: (options?: { roles?: Array<'PATIENT' | 'PROVIDER' | 'ADMIN'> }) => any
}

/** What a bounded module plugs into the server: its routes and its event consumers. */
export interface ModuleDefinition {
  name: string
  registerRoutes(deps: RouteDeps): void
  consumers: Consumer[]
}
