import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import type { Socket } from 'socket.io-client'
import { eventually } from '../../../server/tests/helpers/http-client.js'
import { moveAppointmentStartViaPg } from '../../../server/tests/helpers/appointment-start.js'
import { startServerProcess, type ServerProcess } from '../../../server/tests/helpers/server-process.js'
import { book, consultationJoin, listeningSocket, patient, provider, signIn } from '../../../server/realtime/tests/socket-fixtures.js'
import { candidate, emitCall, heardOf, offer, PEER } from './call-fixtures.js'
import { missingService } from '../../../server/tests/helpers/services.mjs'

/**
 * The call across nodes (issue 19): the patient's socket on node A, the provider's on node B, two
 * real server processes sharing PostgreSQL and Redis; call.signal and call.state cross through the
 * Redis adapter, and a stranger on either node still hears nothing.
 */
describe.skipIf(missingService('redis'))('call signaling, two nodes', () => {
  let nodeA: ServerProcess
  let nodeB: ServerProcess
  const sockets: Socket[] = []

  beforeAll(async () => {
    ;[nodeA, nodeB] = await Promise.all([
      startServerProcess({ EVENT_NODE_ID: 'node-a' }),
      startServerProcess({ EVENT_NODE_ID: 'node-b' }),
    ])
  })
  afterAll(async () => {
    for (const socket of sockets) socket.close()
    await Promise.all([nodeA?.stop(), nodeB?.stop()])
  })

  async function joined(url: string, cookie: string, appointmentId: string) {
    const s = await listeningSocket(url, cookie)
    sockets.push(s.socket)
    return { ...s, joined: await consultationJoin(s.socket, appointmentId) }
  }

  it('patient on node A and provider on node B exchange offer, answer, candidates and state', async () => {
    const andi = await patient(nodeA.url)
    const sari = await provider(nodeA.url)
    const id = await book(andi, sari)
    await moveAppointmentStartViaPg(id, 5)
    const sariOnB = await signIn(nodeB.url, sari)
    const p = await joined(nodeA.url, andi.client.cookieHeader, id)
    const d = await joined(nodeB.url, sariOnB.cookieHeader, id)
    expect([p.joined, d.joined]).toEqual([true, true])

    const started = Date.now()
    expect(await emitCall(p.socket, 'call.signal', offer(id, sari.userId, PEER.patient))).toEqual({ ok: true })
    await eventually(() => heardOf(d.heard, 'call.signal').length === 1)
    const crossed = Date.now() - started
    const answer = { appointmentId: id, to: andi.userId, peerId: PEER.provider, description: { type: 'answer', sdp: 'v=0\r\n' } }
    expect(await emitCall(d.socket, 'call.signal', answer)).toEqual({ ok: true })
    expect(await emitCall(d.socket, 'call.signal', candidate(id, andi.userId, PEER.provider))).toEqual({ ok: true })
    const state = { appointmentId: id, mic: true, camera: false, screen: false, quality: 'good', audioOnly: false }
    expect(await emitCall(d.socket, 'call.state', state)).toEqual({ ok: true })
    await eventually(() => heardOf(p.heard, 'call.signal').length === 2 && heardOf(p.heard, 'call.state').length === 1)
    console.log(`two nodes: call.signal from node A reached node B in ${crossed} ms`)

    expect(heardOf(d.heard, 'call.signal')[0]).toMatchObject({ from: andi.userId, description: { type: 'offer' } })
    expect(heardOf(p.heard, 'call.signal')).toEqual([
      expect.objectContaining({ from: sari.userId, description: { type: 'answer', sdp: 'v=0\r\n' } }),
      expect.objectContaining({ from: sari.userId, candidate: expect.objectContaining({ sdpMid: '0' }) }),
    ])
    expect(heardOf(p.heard, 'call.state')[0]).toEqual({ ...state, userId: sari.userId, role: 'PROVIDER' })

    // a stranger on node B, another patient, is refused and heard nothing of it
    const stranger = await patient(nodeB.url)
    const s = await joined(nodeB.url, stranger.client.cookieHeader, id)
    expect(s.joined).toBe(false)
    expect(await emitCall(s.socket, 'call.signal', offer(id, andi.userId, 'stranger-page-load'))).toEqual({
      ok: false,
      code: 'call.not_in_room',
    })
    expect(await emitCall(p.socket, 'call.signal', offer(id, sari.userId, PEER.patient))).toEqual({ ok: true })
    await eventually(() => heardOf(d.heard, 'call.signal').length === 2)
    expect(s.heard.filter((h) => h.event.startsWith('call.'))).toEqual([])
    expect(heardOf(p.heard, 'call.signal')).toHaveLength(2)
  })
})
