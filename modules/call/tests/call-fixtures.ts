import type { Socket } from 'socket.io-client'
import type { BootedApp } from '../../../server/tests/helpers/app.mjs'
import { moveAppointmentStart } from '../../../server/tests/helpers/appointment-start.js'
import { book, consultationJoin, listeningSocket, type Account } from '../../../server/realtime/tests/socket-fixtures.js'

export const PEER = { patient: 'patient-page-load-1', provider: 'provider-page-load-1' }

/** A booking of `patient` with `provider` moved five minutes ahead: its room is open now. */
export async function openAppointment(server: BootedApp, patient: Account, provider: Account) {
  const id = await book(patient, provider)
  await moveAppointmentStart((sql) => server.db.rawQuery(sql), id, 5)
  return id
}

/** A socket of `who` that joined the consultation (or tried to); closed by the caller's `sockets` list. */
export async function joinedSocket(baseUrl: string, who: Account, appointmentId: string, sockets: Socket[]) {
  const s = await listeningSocket(baseUrl, who.client.cookieHeader)
  sockets.push(s.socket)
  const joined = await consultationJoin(s.socket, appointmentId)
  return { ...s, joined }
}

export const offer = (appointmentId: string, to: string, peerId: string) => ({
  appointmentId,
  to,
  peerId,
  description: { type: 'offer', sdp: 'v=0\r\no=- 1 2 IN IP4 127.0.0.1\r\ns=-\r\nt=0 0\r\n' },
})

export const candidate = (appointmentId: string, to: string, peerId: string) => ({
  appointmentId,
  to,
  peerId,
  candidate: { candidate: 'candidate:1 1 udp 2122260223 127.0.0.1 50000 typ host', sdpMid: '0', sdpMLineIndex: 0 },
})

export const emitCall = (socket: Socket, event: string, payload: unknown) =>
  socket.timeout(5000).emitWithAck(event, payload) as Promise<{ ok: boolean; code?: string }>

/** Events named `event` a listening socket heard. */
export const heardOf = (heard: Array<{ event: string; data: unknown }>, event: string) =>
  heard.filter((h) => h.event === event).map((h) => h.data as Record<string, unknown>)
