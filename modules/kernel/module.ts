import type { Socket } from 'socket.io'
import type { Consumer } from '#events/consumer'
import type { EventEnvelope } from '#events/envelope'
import type { Catalogue } from './messages.js'
import type { ModuleRoutes } from './routes.js'
import type { SettingsReader } from './settings.js'

/**
 * Identity's rules, given by the server at registration so that a module identity itself depends
 * on (notification) can apply them without an import circle.
 */
export interface AccessRules {
  /** A provider without verification reads no patient data. */
  isUnverifiedProvider: (user: { id: string; role: string }) => Promise<boolean>
}

/** A socket push: the rooms that hear it, its name and data (server/realtime/gateway.ts emits it). */
export interface ModulePush {
  rooms: string[]
  event: string
  data: Record<string, unknown>
  /** Sockets in this room are disconnected after the push (suspended accounts). */
  disconnectRoom?: string
}

/**
 * Which screens must hear about a module's events: a pure mapping the module owns (unit-tested
 * beside it), delivered after commit by the server's `realtime.gateway` consumer.
 */
export interface EventPushes {
  /** The event types `pushesFor` answers for (the gateway consumer subscribes to exactly these). */
  types: readonly string[]
  pushesFor(event: EventEnvelope<any>): ModulePush[]
}

export type RoomGuardAnswer = boolean | { ok: boolean; code?: string; message?: string; opensAt?: string }
export type RoomGuard = (user: { id: string; role: string }, room: string) => Promise<RoomGuardAnswer>

/** What a bounded module plugs into the server: its routes and its event consumers. */
export interface ModuleDefinition {
  name: string
  /**
   * Receives, when the server registers the module (server/start/modules.ts), the reader of the
   * validated settings it declares (moduleSettings): a module imports nothing from server/.
   */
  configure?(read: SettingsReader): void
  /**
   * The module's routes, each declared once (defineRoute, modules/kernel/routes.ts): the server
   * registers them in this order and the API document (docs/api.md) describes the same list.
   */
  http?: ModuleRoutes
  /** Receives identity's rules when the server registers the routes. */
  attachAccessRules?(rules: AccessRules): void
  consumers: Consumer[]
  /**
   * Checks for the Socket.IO rooms the module owns (e.g. `appointment:<id>` for its participants):
   * true / `{ ok: true }` admits; false passes to the next guard; `{ ok: false, … }` refuses with
   * a reason the join's answer carries (e.g. a code and when the room opens).
   */
  roomGuards?: RoomGuard[]
  /** The pushes the module's events make (the gateway consumer sends them after its commit). */
  pushes?: EventPushes
  /**
   * Receives the server's socket emitter at start: for pushes that must follow the module's own
   * consumer's commit (a read model the pushed screen reads at once), not the gateway's.
   */
  attachPushes?(emit: (push: ModulePush) => void): void
  /** Handlers a module adds to every authenticated socket (e.g. the call's signaling); `socket.data.user` is set. */
  attachSocket?(socket: Socket): void
  /** Receives at start whether a user has an open socket on any node (e.g. to notify only the offline). */
  attachPresence?(isOnline: (userId: string) => Promise<boolean>): void
  /** Background work run next to the consumers (web server and tests, never ace commands). */
  start?(): Promise<void>
  /** Stops that work; called while the app terminates, before the database closes. */
  stop?(): Promise<void>
  /** The module's user-visible messages in Indonesian and English (keys `<module>.<name>`). */
  messages?: Catalogue
}
