import { beforeAll, describe, expect, it } from 'vitest'
import type { Socket } from 'socket.io-client'
import { eventually, patientPayload } from '../../../server/tests/helpers/http-client.js'
import {
  account,
  book,
  bootedApp,
  listeningSocket,
  patient,
  provider,
  setStatus,
  signIn,
  type Account,
} from '../../../server/realtime/tests/socket-fixtures.js'
import { candidate, emitCall, heardOf, joinedSocket, offer, openAppointment, PEER } from './call-fixtures.js'

/**
 * The call's signaling over the consultation room (issue 19): call.signal and call.state go from one
 * participant to the other only, while the room is open; everyone else is refused and hears nothing.
 */
const ctx = bootedApp()
let andi: Account
let sari: Account
let open: string

const join = (who: Account, id: string) => joinedSocket(ctx.server.url, who, id, ctx.sockets)
const state = (appointmentId: string) => ({
  appointmentId,
  mic: false,
  camera: true,
  screen: false,
  quality: 'fair',
  audioOnly: false,
})

beforeAll(async () => {
  andi = await patient(ctx.server.url)
  sari = await provider(ctx.server.url)
  open = await openAppointment(ctx.server, andi, sari)
})

describe('call signaling between the two participants', () => {
  it('an offer, candidates and the state reach the other participant (with from/userId/role), not the sender', async () => {
    const p = await join(andi, open)
    const d = await join(sari, open)
    expect([p.joined, d.joined]).toEqual([true, true])

    expect(await emitCall(p.socket, 'call.signal', offer(open, sari.userId, PEER.patient))).toEqual({ ok: true })
    expect(await emitCall(p.socket, 'call.signal', candidate(open, sari.userId, PEER.patient))).toEqual({ ok: true })
    expect(
      await emitCall(p.socket, 'call.signal', { appointmentId: open, to: sari.userId, peerId: PEER.patient, candidate: null })
    ).toEqual({
      ok: true,
    })
    await eventually(() => heardOf(d.heard, 'call.signal').length === 3)
    const [o, c, end] = heardOf(d.heard, 'call.signal')
    expect(o).toMatchObject({ from: andi.userId, to: sari.userId, peerId: PEER.patient, description: { type: 'offer' } })
    expect(c).toMatchObject({ from: andi.userId, candidate: { sdpMid: '0', sdpMLineIndex: 0 } })
    expect(end).toMatchObject({ from: andi.userId, candidate: null })

    expect(await emitCall(d.socket, 'call.state', state(open))).toEqual({ ok: true })
    await eventually(() => heardOf(p.heard, 'call.state').length === 1)
    expect(heardOf(p.heard, 'call.state')[0]).toEqual({ ...state(open), userId: sari.userId, role: 'PROVIDER' })
    // the sender hears none of its own messages
    expect(heardOf(p.heard, 'call.signal')).toEqual([])
    expect(heardOf(d.heard, 'call.state')).toEqual([])
  })

  it('a message addressed to someone who is not the other participant is refused (call.not_participant)', async () => {
    const p = await join(andi, open)
    const d = await join(sari, open)
    const stranger = await patient(ctx.server.url)
    for (const to of [stranger.userId, andi.userId]) {
      expect(await emitCall(p.socket, 'call.signal', offer(open, to, PEER.patient))).toEqual({
        ok: false,
        code: 'call.not_participant',
      })
    }
    await sentinel(d, p.socket)
    expect(heardOf(d.heard, 'call.signal').filter((s) => s.to !== sari.userId)).toEqual([])
  })

  it('invalid payloads are refused with call.invalid_message, nothing is relayed', async () => {
    const p = await join(andi, open)
    const d = await join(sari, open)
    const bad: unknown[] = [
      null,
      'offer',
      { appointmentId: open, to: sari.userId, peerId: PEER.patient },
      { ...offer(open, sari.userId, PEER.patient), appointmentId: 'not-a-uuid' },
      { ...offer(open, sari.userId, 'short') },
      { ...offer(open, sari.userId, PEER.patient), description: { type: 'hello', sdp: 'x' } },
      { ...offer(open, sari.userId, PEER.patient), description: { type: 'offer', sdp: 'x'.repeat(200_001) } },
      { ...candidate(open, sari.userId, PEER.patient), candidate: { candidate: 'c', sdpMLineIndex: -1 } },
    ]
    for (const payload of bad) {
      expect(await emitCall(p.socket, 'call.signal', payload), JSON.stringify(payload)?.slice(0, 80)).toEqual({
        ok: false,
        code: 'call.invalid_message',
      })
    }
    expect(await emitCall(p.socket, 'call.state', { ...state(open), quality: 'excellent' })).toEqual({
      ok: false,
      code: 'call.invalid_message',
    })
    expect(await emitCall(p.socket, 'call.media', { appointmentId: open, state: 'maybe' })).toEqual({
      ok: false,
      code: 'call.invalid_message',
    })
    await sentinel(d, p.socket)
    expect(heardOf(d.heard, 'call.signal')).toEqual([])
    // only the sentinel's state came through
    expect(heardOf(d.heard, 'call.state')).toEqual([expect.objectContaining({ screen: true, userId: andi.userId })])
  })
})

describe('nobody else takes part', () => {
  it('another patient, a provider not on it and an admin: their join and every call message are refused, they hear nothing', async () => {
    const p = await join(andi, open)
    const d = await join(sari, open)
    const admin = await account(ctx.server.url, patientPayload({ fullName: 'Admin Sinyal' }))
    await ctx.server.db.from('users').where('id', admin.userId).update({ role: 'ADMIN' })
    const outsiders = [
      await patient(ctx.server.url),
      await provider(ctx.server.url),
      { ...admin, client: await signIn(ctx.server.url, admin) },
    ]
    const listening = []
    for (const who of outsiders) {
      const o = await join(who, open)
      expect(o.joined).toBe(false)
      for (const to of [andi.userId, sari.userId]) {
        expect(await emitCall(o.socket, 'call.signal', offer(open, to, 'outsider-page-load'))).toEqual({
          ok: false,
          code: 'call.not_in_room',
        })
      }
      expect(await emitCall(o.socket, 'call.state', state(open))).toEqual({ ok: false, code: 'call.not_in_room' })
      expect(await emitCall(o.socket, 'call.media', { appointmentId: open, state: 'connected' })).toEqual({
        ok: false,
        code: 'call.not_in_room',
      })
      listening.push(o)
    }
    // the participants' own exchange meanwhile reaches none of the outsiders
    expect(await emitCall(p.socket, 'call.signal', offer(open, sari.userId, PEER.patient))).toEqual({ ok: true })
    expect(await emitCall(d.socket, 'call.state', state(open))).toEqual({ ok: true })
    await sentinel(d, p.socket)
    await sentinel(p, d.socket)
    for (const o of listening) expect(o.heard.filter((h) => h.event.startsWith('call.'))).toEqual([])
    expect(heardOf(d.heard, 'call.signal').every((s) => s.from === andi.userId)).toBe(true)
    expect(heardOf(p.heard, 'call.state').every((s) => s.userId === sari.userId)).toBe(true)
  })

  it('before the room opens the participants themselves are refused', async () => {
    const upcoming = await book(andi, sari)
    const p = await join(andi, upcoming)
    const d = await join(sari, upcoming)
    expect([p.joined, d.joined]).toEqual([false, false])
    expect(await emitCall(p.socket, 'call.signal', offer(upcoming, sari.userId, PEER.patient))).toEqual({
      ok: false,
      code: 'call.not_in_room',
    })
    expect(await emitCall(d.socket, 'call.state', state(upcoming))).toEqual({ ok: false, code: 'call.not_in_room' })
    expect(d.heard.filter((h) => h.event.startsWith('call.'))).toEqual([])
  })

  for (const ending of ['the session ended', 'a cancellation'] as const) {
    it(`after ${ending}: both sides are refused and hear nothing more`, async () => {
      const id = await openAppointment(ctx.server, andi, sari)
      const p = await join(andi, id)
      const d = await join(sari, id)
      expect(await emitCall(p.socket, 'call.signal', offer(id, sari.userId, PEER.patient))).toEqual({ ok: true })
      await eventually(() => heardOf(d.heard, 'call.signal').length === 1)
      if (ending === 'the session ended') await setStatus(sari, id, 'COMPLETED')
      else await setStatus(sari, id, 'CANCELLED') // a provider may cancel at any time (a patient until the cut-off)
      // the room is emptied on every node once the event reaches the gateway
      await eventually(async () => (await emitCall(p.socket, 'call.signal', offer(id, sari.userId, PEER.patient))).ok === false)
      const relayed = heardOf(d.heard, 'call.signal').length
      expect(await emitCall(p.socket, 'call.signal', candidate(id, sari.userId, PEER.patient))).toEqual({
        ok: false,
        code: 'call.not_in_room',
      })
      expect(await emitCall(d.socket, 'call.state', state(id))).toEqual({ ok: false, code: 'call.not_in_room' })
      // joining again is refused too (room_closed), so nothing can be heard afresh
      const again = await join(andi, id)
      expect(again.joined).toBe(false)
      expect(await emitCall(again.socket, 'call.signal', offer(id, sari.userId, PEER.patient))).toEqual({
        ok: false,
        code: 'call.not_in_room',
      })
      const fresh = await listeningSocket(ctx.server.url, sari.client.cookieHeader)
      ctx.sockets.push(fresh.socket)
      await sentinelVia(fresh)
      expect(heardOf(d.heard, 'call.signal')).toHaveLength(relayed)
      expect(heardOf(p.heard, 'call.state')).toEqual([])
    })
  }
})

/**
 * Waits until `listener` heard a state message `from` sent after everything before it (one node,
 * one connection each: Socket.IO keeps the order), so nothing relayed earlier is still on its way.
 */
async function sentinel(listener: { heard: Array<{ event: string; data: unknown }> }, from: Socket) {
  const before = heardOf(listener.heard, 'call.state').length
  const appointmentId = open
  expect(await emitCall(from, 'call.state', { ...state(appointmentId), screen: true })).toEqual({ ok: true })
  await eventually(() => heardOf(listener.heard, 'call.state').length > before)
}

/** After the room closed: a round trip on a fresh socket of the listener's account settles what was in flight. */
async function sentinelVia(fresh: { socket: Socket }) {
  await fresh.socket.timeout(5000).emitWithAck('consultation.join', '00000000-0000-4000-8000-000000000000')
}
