import type { Server, Socket } from 'socket.io'
import {
  appointmentRoomAccess,
  type ConsultationRole,
  type JoinAck,
  type PresencePush,
  type RoomAccess,
  type RoomRefusal,
} from '#modules/scheduling/index'
import type { SocketUser } from './handshake.js'
import { observedAt } from './observed-at.js'

const NOT_FOUND: RoomRefusal = { ok: false, code: 'scheduling.room_not_found', message: 'Konsultasi tidak ditemukan' }

/** Answers "may this user be in the appointment's room now, and as what?" (the scheduling facade). */
export type ParticipantResolver = (appointmentId: string, user: SocketUser) => Promise<RoomAccess>

/**
 * The default resolver: the scheduling facade says whether (and as what) the user may be in the
 * room now: its participants, from the join window's opening until the session ends.
 */
export async function participantRoleOf(appointmentId: string, user: SocketUser): Promise<RoomAccess> {
  if (user.role === 'ADMIN') return NOT_FOUND
  return appointmentRoomAccess(appointmentId, user.id)
}

export const appointmentRoom = (appointmentId: string) => `appointment:${appointmentId}`

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i
// Reasons Socket.IO gives when one side closed on purpose; anything else is a dropped transport.
const CLEAN_DISCONNECTS = new Set(['client namespace disconnect', 'server namespace disconnect', 'server shutting down'])
/** How long presence waits for other nodes' answer before it settles for this node's sockets. */
const CLUSTER_ANSWER_MS = 2_000

export const isTransportDrop = (reason: string) => !CLEAN_DISCONNECTS.has(reason)

/** socket.data key: appointmentId -> role, for the consultations this socket joined (visible to fetchSockets on any node). */
type PresenceData = { user: SocketUser; consultations?: Record<string, ConsultationRole> }

/**
 * Live presence on the consultation screen. 'consultation.join' (participants only) puts the
 * socket in appointment:<id>, tells the room and answers with who is there;
 * 'consultation.leave' or a clean disconnect -> 'left'; a dropped transport -> 'reconnecting'
 * at once and 'left' after `graceMs` unless the user came back. Who is present is read with
 * fetchSockets, so it holds across nodes behind the Redis adapter.
 */
export class ConsultationPresence {
  private pending = new Map<string, { timer: NodeJS.Timeout; role: ConsultationRole }>()

  constructor(
    private io: Server,
    private resolveParticipant: ParticipantResolver,
    public graceMs = 15_000
  ) {}

  attach(socket: Socket) {
    // Handlers never reject: an error here (e.g. the database gone during shutdown) must not crash the node.
    socket.on('consultation.join', async (appointmentId: unknown, ack?: unknown) => {
      const answer = typeof ack === 'function' ? (ack as (r: JoinAck) => void) : () => {}
      answer(await this.join(socket, appointmentId).catch((): JoinAck => NOT_FOUND))
    })
    socket.on('consultation.leave', async (appointmentId: unknown, ack?: unknown) => {
      if (typeof appointmentId === 'string') await this.leave(socket, appointmentId).catch(() => {})
      if (typeof ack === 'function') ack({ ok: true })
    })
    socket.on('disconnect', (reason: string) => void this.disconnected(socket, reason).catch(() => {}))
  }

  close() {
    for (const { timer } of this.pending.values()) clearTimeout(timer)
    this.pending.clear()
  }

  private async join(socket: Socket, appointmentId: unknown): Promise<JoinAck> {
    const data = socket.data as PresenceData
    if (typeof appointmentId !== 'string' || !UUID.test(appointmentId)) return NOT_FOUND
    let access: RoomAccess
    try {
      access = await this.resolveParticipant(appointmentId, data.user)
    } catch {
      access = NOT_FOUND
    }
    if (!access.ok) return access
    if (!socket.connected) return NOT_FOUND
    const role = access.role

    data.consultations = { ...data.consultations, [appointmentId]: role }
    await socket.join(appointmentRoom(appointmentId))
    // Stamped once the socket is in the room, not when the request arrived: a concurrent 'left'
    // (say, the same user's old tab) that did not see this socket must compare older.
    const at = observedAt()
    this.cancelGrace(appointmentId, data.user.id)
    this.broadcast({ appointmentId, userId: data.user.id, role, state: 'joined', at })
    return { ok: true, appointmentId, ...(await this.snapshot(appointmentId)) }
  }

  private async leave(socket: Socket, appointmentId: string) {
    const at = observedAt()
    const data = socket.data as PresenceData
    const role = data.consultations?.[appointmentId]
    if (!role) return
    delete data.consultations![appointmentId]
    await socket.leave(appointmentRoom(appointmentId))
    if (!(await this.isPresent(appointmentId, data.user.id))) {
      this.broadcast({ appointmentId, userId: data.user.id, role, state: 'left', at })
    }
  }

  private async disconnected(socket: Socket, reason: string) {
    const at = observedAt()
    const data = socket.data as PresenceData
    const userId = data.user.id
    for (const [appointmentId, role] of Object.entries(data.consultations ?? {})) {
      // another tab (or an already reconnected socket) keeps the user present
      if (await this.isPresent(appointmentId, userId)) continue
      if (!isTransportDrop(reason)) {
        this.broadcast({ appointmentId, userId, role, state: 'left', at })
        continue
      }
      this.broadcast({ appointmentId, userId, role, state: 'reconnecting', at })
      this.cancelGrace(appointmentId, userId)
      const timer = setTimeout(() => {
        this.pending.delete(graceKey(appointmentId, userId))
        const leftAt = observedAt() // before the presence check, like every 'left'
        this.isPresent(appointmentId, userId)
          .then((present) => present || this.broadcast({ appointmentId, userId, role, state: 'left', at: leftAt }))
          .catch(() => {})
      }, this.graceMs)
      timer.unref()
      this.pending.set(graceKey(appointmentId, userId), { timer, role })
    }
  }

  /** Everyone present in the room (one entry per user), plus users this node is waiting for. */
  async participants(appointmentId: string): Promise<PresencePush[]> {
    return (await this.snapshot(appointmentId)).participants
  }

  private async snapshot(appointmentId: string): Promise<{ participants: PresencePush[]; at: number }> {
    const at = observedAt()
    const byUser = new Map<string, PresencePush>()
    for (const remote of await this.roomSockets(appointmentId)) {
      const data = remote.data as PresenceData
      const role = data.consultations?.[appointmentId]
      if (role) byUser.set(data.user.id, { appointmentId, userId: data.user.id, role, state: 'joined', at })
    }
    for (const [key, { role }] of this.pending) {
      const [id, userId] = key.split('|')
      if (id === appointmentId && !byUser.has(userId)) byUser.set(userId, { appointmentId, userId, role, state: 'reconnecting', at })
    }
    return { participants: [...byUser.values()], at }
  }

  /**
   * The room's sockets on every node — or only this node's when the cluster does not answer in
   * time (Redis away: the adapter's query would wait for it, and presence must not stall).
   */
  private async roomSockets(appointmentId: string) {
    const room = appointmentRoom(appointmentId)
    let timer: NodeJS.Timeout | undefined
    const everywhere = this.io
      .in(room)
      .fetchSockets()
      .catch(() => null)
    const gaveUp = new Promise<null>((resolve) => (timer = setTimeout(() => resolve(null), CLUSTER_ANSWER_MS)))
    const sockets = await Promise.race([everywhere, gaveUp])
    clearTimeout(timer)
    return sockets ?? this.io.local.in(room).fetchSockets()
  }

  private async isPresent(appointmentId: string, userId: string) {
    return (await this.participants(appointmentId)).some((p) => p.userId === userId && p.state === 'joined')
  }

  private cancelGrace(appointmentId: string, userId: string) {
    const key = graceKey(appointmentId, userId)
    const entry = this.pending.get(key)
    if (entry) clearTimeout(entry.timer)
    this.pending.delete(key)
  }

  private broadcast(push: PresencePush) {
    this.io.to(appointmentRoom(push.appointmentId)).emit('presence', push)
  }
}

const graceKey = (appointmentId: string, userId: string) => `${appointmentId}|${userId}`
