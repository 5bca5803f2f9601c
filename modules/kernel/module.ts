import type { Router } from '@adonisjs/core/http'
import type { Consumer } from '#events/consumer'
import type { Catalogue } from './messages.js'
import type { Role } from '#modules/identity/index'

export interface RouteDeps {
  router: Router
  /** Route middleware: signed-in and ACTIVE; `roles` narrows who may call. */
  auth: (options?: { roles?: Role[] }) => any
}

/** A socket push a module sends itself (the gateway's shape, server/realtime/pushes.ts). */
export interface ModulePush {
  rooms: string[]
  event: string
  data: Record<string, unknown>
}

/** What a bounded module plugs into the server: its routes and its event consumers. */
export interface ModuleDefinition {
  name: string
  registerRoutes(deps: RouteDeps): void
  consumers: Consumer[]
  /** Checks for the Socket.IO rooms the module owns (e.g. `appointment:<id>` for its participants). */
  roomGuards?: Array<(user: { id: string; role: string }, room: string) => Promise<boolean>>
  /**
   * Receives the server's socket emitter at start: for pushes that must follow the module's own
   * consumer's commit (a read model the pushed screen reads at once), not the gateway's.
   */
  attachPushes?(emit: (push: ModulePush) => void): void
  /** Background work run next to the consumers (web server and tests, never ace commands). */
  start?(): Promise<void>
  /** Stops that work; called while the app terminates, before the database closes. */
  stop?(): Promise<void>
  /** The module's user-visible messages in Indonesian and English (keys `<module>.<name>`). */
  messages?: Catalogue
}
