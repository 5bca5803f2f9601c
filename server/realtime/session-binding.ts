import { createHash } from 'node:crypto'
import type { Server, Socket } from 'socket.io'
import emitter from '@adonisjs/core/services/emitter'
import logger from '@adonisjs/core/services/logger'
import { handshakeSessionId, type SocketUser } from './handshake.js'
import { liveSessionIds, type SocketSession } from './session-liveness.js'

/**
 * Room of the sockets opened with one session. Named by a hash: room names travel through Redis
 * and fetchSockets answers, and a session id is a bearer secret.
 */
export const sessionRoom = (sessionId: string) => `session:${createHash('sha256').update(sessionId).digest('hex').slice(0, 32)}`

/** How many sockets one liveness query checks. */
const SWEEP_CHUNK = 500

/**
 * Binds each socket to the session it was opened with, and disconnects it when that session
 * ends. A logout (or a login that replaces the session) is heard from the framework's emitter on
 * the node that served it and reaches every node through the adapter (Redis). Everything else —
 * expiry, a suspended or deleted account, a session row removed by any other path, a Redis
 * publish lost in an outage — is found by a sweep: each node checks its own sockets' sessions
 * against PostgreSQL every `sweepMs`, one query per 500 sockets.
 */
export class SessionBinding {
  private bound = new Map<string, SocketSession & { socket: Socket }>()
  private timer?: NodeJS.Timeout
  private unsubscribe: Array<() => void> = []
  private sweepMs = 15_000

  constructor(private io: Server) {}

  start() {
    this.unsubscribe.push(
      emitter.on('session_auth:logged_out', ({ sessionId }) => this.end(sessionId)),
      emitter.on('session:migrated', ({ fromSessionId }) => this.end(fromSessionId))
    )
    this.schedule()
  }

  /** Tests shorten the sweep; the next sweep runs after the new interval. */
  set sweepEvery(ms: number) {
    this.sweepMs = ms
    this.schedule()
  }

  bind(socket: Socket) {
    const sessionId = handshakeSessionId(socket.request)
    if (!sessionId) return void socket.disconnect(true)
    void socket.join(sessionRoom(sessionId))
    this.bound.set(socket.id, { socket, sessionId, userId: (socket.data.user as SocketUser).id })
    socket.on('disconnect', () => this.bound.delete(socket.id))
  }

  /** Disconnects every socket of the session, on every node. */
  end(sessionId: string) {
    this.io.in(sessionRoom(sessionId)).disconnectSockets(true)
  }

  /** Disconnects this node's sockets whose session expired, was removed, or whose account is no longer active. */
  async sweep() {
    const all = [...this.bound.values()]
    for (let i = 0; i < all.length; i += SWEEP_CHUNK) {
      const chunk = all.slice(i, i + SWEEP_CHUNK)
      const live = await liveSessionIds(chunk)
      for (const { socket, sessionId } of chunk) {
        if (live.has(sessionId) || !socket.connected) continue
        socket.emit('session.revoked', { type: 'SessionEnded', at: new Date().toISOString() })
        socket.disconnect(true)
      }
    }
  }

  private schedule() {
    clearTimeout(this.timer)
    this.timer = setTimeout(() => {
      this.sweep()
        .catch((err) => logger.warn({ err }, 'socket session sweep failed; retried at the next interval'))
        .finally(() => this.timer && this.schedule())
    }, this.sweepMs)
    this.timer.unref()
  }

  close() {
    clearTimeout(this.timer)
    this.timer = undefined
    for (const off of this.unsubscribe.splice(0)) off()
  }
}
