import type { Server as HttpServer } from 'node:http'
import { Server, type Socket } from 'socket.io'
import { defineConsumer, readsTypes } from '#events/consumer'
import type { EventEnvelope } from '#events/envelope'
import { tracePush } from '#events/tracing'
import type { EventPushes, ModulePush, RoomGuard } from '#modules/kernel/index'
import { authenticateHandshake, type SocketUser } from './handshake.js'
import { ConsultationPresence, participantRoleOf } from './presence.js'
import { closeRoomsAfter } from './room-closing.js'
import { SessionBinding } from './session-binding.js'

/**
 * The Socket.IO gateway: authenticates sockets, places them in rooms, and turns domain
 * events into pushes (the `realtime.gateway` consumer).
 */
class RealtimeGateway {
  io?: Server
  /** Who is in which consultation (joined / reconnecting / left); `graceMs` is tunable in tests. */
  presence?: ConsultationPresence
  /** Each socket bound to its session, disconnected when the session ends. */
  sessions?: SessionBinding
  private roomGuards: RoomGuard[] = []
  private socketHandlers: Array<(socket: Socket) => void> = []
  private eventPushes: EventPushes[] = []

  async attach(httpServer: HttpServer, redisUrl?: string) {
    if (this.io) return this.io
    const io = new Server(httpServer, {
      path: '/socket.io',
      transports: ['websocket'],
      serveClient: false,
      // A browser on another site must not open a socket with our cookie (cross-site WebSocket).
      allowRequest: (req, callback) => callback(null, sameOrigin(req.headers.origin, req.headers.host)),
    })
    if (redisUrl) {
      const { createRedisAdapter } = await import('./redis-adapter.js')
      io.adapter(await createRedisAdapter(redisUrl))
    }
    io.use(async (socket, next) => {
      try {
        const user = await authenticateHandshake(socket.request)
        if (!user) return next(new Error('unauthorized'))
        socket.data.user = user
        next()
      } catch (error) {
        next(error as Error)
      }
    })
    const presence = (this.presence = new ConsultationPresence(io, participantRoleOf))
    const sessions = (this.sessions = new SessionBinding(io))
    sessions.start()
    io.on('connection', (socket) => {
      const user = socket.data.user as SocketUser
      sessions.bind(socket)
      presence.attach(socket)
      for (const attach of this.socketHandlers) attach(socket)
      socket.join(`user:${user.id}`)
      if (user.role === 'ADMIN') socket.join('admins')
      socket.on('join', async (room: unknown, ack?: unknown) => {
        const answer = typeof room === 'string' ? await this.mayJoin(user, room).catch(() => ({ ok: false })) : { ok: false }
        if (answer.ok) socket.join(room as string)
        if (typeof ack === 'function') ack(answer)
      })
    })
    this.io = io
    return io
  }

  /** Modules add handlers of their own to every socket (ModuleDefinition.attachSocket). */
  addSocketHandler(attach: (socket: Socket) => void) {
    this.socketHandlers.push(attach)
  }

  /** Modules add checks for the rooms they own (e.g. appointment:<id> for its participants). */
  addRoomGuard(guard: RoomGuard) {
    this.roomGuards.push(guard)
  }

  /** `{ ok }`, and a guard's reason when it refused (e.g. 'scheduling.room_not_open' with `opensAt`). */
  private async mayJoin(user: SocketUser, room: string): Promise<{ ok: boolean; code?: string; message?: string; opensAt?: string }> {
    if (room === `user:${user.id}` || (room === `provider:${user.id}` && user.role === 'PROVIDER')) return { ok: true }
    let refusal = { ok: false }
    for (const guard of this.roomGuards) {
      const answer = await guard(user, room)
      if (answer === true || (typeof answer === 'object' && answer.ok)) return { ok: true }
      if (typeof answer === 'object') refusal = { ...answer, ok: false }
    }
    return refusal
  }

  /** Whether the user has an open socket on any node (bounded: a slow answer counts as offline). */
  async isOnline(userId: string, timeoutMs = 500): Promise<boolean> {
    if (!this.io) return false
    const sockets = this.io.in(`user:${userId}`).fetchSockets()
    const late = new Promise<[]>((resolve) => setTimeout(() => resolve([]), timeoutMs).unref())
    return (await Promise.race([sockets.catch(() => []), late])).length > 0
  }

  /**
   * The modules' mappings of their events to pushes (ModuleDefinition.pushes): the gateway consumer
   * subscribes to their types. Set before the consumers start.
   */
  usePushes(pushes: EventPushes[]) {
    this.eventPushes = pushes
    this.consumer = this.pushConsumer()
  }

  emit(push: ModulePush) {
    if (!this.io) return
    // One emit to all rooms: a socket in several of them (user:… and appointment:…) hears it once.
    if (push.rooms.length) this.io.to(push.rooms).emit(push.event, push.data)
    if (push.disconnectRoom) this.io.in(push.disconnectRoom).disconnectSockets(true)
  }

  async close() {
    this.presence?.close()
    this.sessions?.close()
    await this.io?.close()
    this.io = undefined
  }

  consumer = this.pushConsumer()

  private pushConsumer() {
    const mappings = this.eventPushes
    return defineConsumer({
      name: 'realtime.gateway',
      handlers: readsTypes([...new Set(mappings.flatMap((m) => m.types))]),
      // A push is a hint to refetch (its position is the read's barrier), so a repeated one is
      // harmless: no transaction or inbox row stands between the event and the sockets.
      atLeastOnce: true,
      // A whole delivered batch at once, in order (no await per event); one push per event, since
      // the client reads each push's data (coalescing per room would change its protocol).
      afterCommitBatch: (events: EventEnvelope[]) => {
        for (const event of events) {
          for (const push of mappings.flatMap((m) => m.pushesFor(event))) {
            tracePush(
              event,
              push.event,
              { 'socketio.rooms': push.rooms, 'telerawat.event.type': event.type, 'telerawat.event.id': event.id },
              () => this.emit(push)
            )
          }
          closeRoomsAfter(this.io, event)
        }
      },
    })
  }
}

export const realtimeGateway = new RealtimeGateway()

/** No Origin (non-browser clients) or an Origin whose host is the one the request was sent to. */
export function sameOrigin(origin: string | undefined, host: string | undefined) {
  if (!origin) return true
  try {
    return new URL(origin).host === host
  } catch {
    return false
  }
}
