import type { Socket } from 'socket.io'
import type { ZodType } from 'zod'
import { findParticipants } from '#modules/scheduling/index'
import { callMediaSchema, callSignalSchema, callStateSchema, type CallAck } from './contracts/call.js'
import { recordMediaChange, type MediaSide } from './commands/record-media.js'

type Role = 'PATIENT' | 'PROVIDER'
/** What presence (server/realtime/presence.ts) keeps on a socket that joined a consultation. */
type SocketData = {
  user: { id: string }
  consultations?: Record<string, Role>
  /** appointment id -> the other participant's user id (looked up once per socket) */
  callPeers?: Record<string, string>
  /** appointment id -> role, for the media this socket reported as flowing */
  callMedia?: Map<string, Role>
}

const refuse = (code: string): CallAck => ({ ok: false, code })

/**
 * Signaling of the built-in call (docs/video.md) on one socket: 'call.signal', 'call.state' and
 * 'call.media' are accepted only from a socket that joined the consultation ('consultation.join'
 * checked participant, window and verification; a cancellation or the session's end empties the
 * room) and are relayed only to the other participant's sockets in that room, on any node.
 */
export function attachCallSignaling(socket: Socket) {
  const data = socket.data as SocketData
  const roomOf = (appointmentId: string) => `appointment:${appointmentId}`

  /** The sender's role when it is in the room now, else a refusal. */
  const roleIn = (appointmentId: string): Role | CallAck => {
    const role = data.consultations?.[appointmentId]
    return role && socket.rooms.has(roomOf(appointmentId)) ? role : refuse('call.not_in_room')
  }

  const counterpartOf = async (appointmentId: string): Promise<string | null> => {
    const cached = data.callPeers?.[appointmentId]
    if (cached) return cached
    const p = await findParticipants(appointmentId)
    if (!p) return null
    const other = p.patientUserId === data.user.id ? p.providerUserId : p.providerUserId === data.user.id ? p.patientUserId : null
    if (other) data.callPeers = { ...data.callPeers, [appointmentId]: other }
    return other
  }

  /** To the room's other participant only (not the sender's own other tabs). */
  const relay = (appointmentId: string, event: string, payload: Record<string, unknown>) =>
    socket.to(roomOf(appointmentId)).except(`user:${data.user.id}`).emit(event, payload)

  on(socket, 'call.signal', callSignalSchema, async (signal) => {
    const role = roleIn(signal.appointmentId)
    if (typeof role !== 'string') return role
    if ((await counterpartOf(signal.appointmentId)) !== signal.to) return refuse('call.not_participant')
    relay(signal.appointmentId, 'call.signal', { ...signal, from: data.user.id })
    return { ok: true }
  })

  on(socket, 'call.state', callStateSchema, async (state) => {
    const role = roleIn(state.appointmentId)
    if (typeof role !== 'string') return role
    relay(state.appointmentId, 'call.state', { ...state, userId: data.user.id, role })
    return { ok: true }
  })

  on(socket, 'call.media', callMediaSchema, async ({ appointmentId, state }) => {
    const flowing = (data.callMedia ??= new Map())
    // the end of media that flowed is taken even after the room closed (the session ended under it)
    const started = flowing.get(appointmentId)
    if (state === 'disconnected' && started) {
      flowing.delete(appointmentId)
      await recordMediaChange({ appointmentId, userId: data.user.id, role: started }, 'disconnected', new Date())
      return { ok: true }
    }
    const role = roleIn(appointmentId)
    if (typeof role !== 'string') return role
    const side: MediaSide = { appointmentId, userId: data.user.id, role }
    if (state === 'connected' && !flowing.has(appointmentId)) {
      flowing.set(appointmentId, role)
      await recordMediaChange(side, 'connected', new Date())
    }
    return { ok: true }
  })

  // A closed tab or a lost network ends the interval the socket had open.
  socket.on('disconnect', () => {
    for (const [appointmentId, role] of data.callMedia ?? []) {
      void recordMediaChange({ appointmentId, userId: data.user.id, role }, 'disconnected', new Date()).catch(() => {})
    }
    data.callMedia?.clear()
  })
}

/** One handler: parse (bad input is refused with a code, never thrown), answer through the ack. */
function on<T>(socket: Socket, event: string, schema: ZodType<T>, handle: (message: T) => Promise<CallAck>) {
  socket.on(event, (raw: unknown, ack?: unknown) => {
    const answer = typeof ack === 'function' ? (ack as (a: CallAck) => void) : () => {}
    const parsed = schema.safeParse(raw)
    if (!parsed.success) return answer(refuse('call.invalid_message'))
    handle(parsed.data).then(answer, () => answer(refuse('call.unavailable')))
  })
}
