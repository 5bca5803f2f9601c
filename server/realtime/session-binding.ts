import { createHash } from 'node:crypto'
import type { Server, Socket } from 'socket.io'
import emitter from '@adonisjs/core/services/emitter'
import logger from '@adonisjs/core/services/logger'
import { identityListener } from '#server/http/identity-listener'
import { BoundSockets, type BoundSocket } from './bound-sockets.js'
import { handshakeSessionId, type SocketUser } from './handshake.js'
import { liveSessionIds } from './session-liveness.js'

/**
 * Room of the sockets opened with one session. Named by a hash: room names travel through Redis
 * and fetchSockets answers, and a session id is a bearer secret.
 */
export const sessionRoom = (sessionId: string) => `session:${createHash('sha256').update(sessionId).digest('hex').slice(0, 32)}`

/** How many sockets one liveness query checks. */
const CHECK_CHUNK = 500

/**
 * Binds each socket to the session it was opened with and disconnects it once that session
 * ends (docs/security.md, "Sockets bound to their session"). Where the end is seen:
 * - PostgreSQL NOTIFY on every node (the identity triggers: a session row deleted or changed, a
 *   user changed): this node re-checks only its sockets of that session or user;
 * - the logout on the node that served it (framework emitter), fanned out through the adapter;
 * - a sweep of this node's sockets every `sweepMs`: expiry, and anything missed while the LISTEN
 *   connection or Redis was away.
 */
export class SessionBinding {
  private bound = new BoundSockets()
  private timer?: NodeJS.Timeout
  private unsubscribe: Array<() => void> = []
  private sweepMs = 15_000

  constructor(private io: Server) {}

  start() {
    this.unsubscribe.push(
      emitter.on('session_auth:logged_out', ({ sessionId }) => this.end(sessionId)),
      emitter.on('session:migrated', ({ fromSessionId }) => this.end(fromSessionId)),
      identityListener.onChange((change) => void this.recheck(change))
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
    this.bound.add({ socket, sessionId, userId: (socket.data.user as SocketUser).id })
    socket.on('disconnect', () => this.bound.remove(socket.id))
  }

  /** Disconnects every socket of the session, on every node. */
  end(sessionId: string) {
    this.io.in(sessionRoom(sessionId)).disconnectSockets(true)
  }

  /** Disconnects this node's sockets whose session expired or was removed, or whose account is no longer active. */
  sweep() {
    return this.check(this.bound.all())
  }

  private recheck(change: string) {
    const sockets = change.startsWith('s:')
      ? this.bound.ofSession(change.slice(2))
      : change.startsWith('u:')
        ? this.bound.ofUser(change.slice(2))
        : this.bound.all()
    return this.check(sockets).catch((err) => logger.warn({ err }, 'socket session check failed; the sweep retries'))
  }

  private async check(sockets: BoundSocket[]) {
    for (let i = 0; i < sockets.length; i += CHECK_CHUNK) {
      const chunk = sockets.slice(i, i + CHECK_CHUNK)
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
