import { beforeAll, describe, expect, it } from 'vitest'
import { eventually } from '../../../server/tests/helpers/http-client.js'
import { bootedApp, patient, provider, setStatus, type Account } from '../../../server/realtime/tests/socket-fixtures.js'
import { emitCall, joinedSocket, openAppointment } from './call-fixtures.js'

/**
 * The session learns from the media (issue 19): call.media → ConsultationMediaConnected/Ended →
 * `media` on GET /api/appointments/{id}, rebuilt the same by a replay.
 */
const ctx = bootedApp()
let andi: Account
let sari: Account
let id: string

const join = (who: Account) => joinedSocket(ctx.server.url, who, id, ctx.sockets)
const mediaOf = async (who: Account) => {
  const res = await who.client.get(`/api/appointments/${id}`)
  expect(res.status, res.text).toBe(200)
  return res.body.media
}
/** Time travel on the call's write side: the open interval of `role` began `seconds` ago. */
const openedAgo = (role: 'PATIENT' | 'PROVIDER', seconds: number) =>
  ctx.server.db.rawQuery(
    `UPDATE call_media_sides SET connected_since = connected_since - make_interval(secs => ?) WHERE appointment_id = ? AND role = ?`,
    [seconds, id, role]
  )

beforeAll(async () => {
  andi = await patient(ctx.server.url)
  sari = await provider(ctx.server.url)
  id = await openAppointment(ctx.server, andi, sari)
})

describe('media on the appointment', () => {
  it('null sides before any media flowed', async () => {
    expect(await mediaOf(andi)).toEqual({ patient: null, provider: null })
  })

  it('connected: when each side first flowed; a dropped socket ends the interval; a rejoin counts a reconnection', async () => {
    const listed = async () => {
      const res = await sari.client.get('/api/appointments')
      return res.body.find((a: { id: string }) => a.id === id)?.media
    }
    expect(await listed()).toEqual({ patient: null, provider: null }) // the provider's list page, now kept
    const p = await join(andi)
    const d = await join(sari)
    expect(await emitCall(p.socket, 'call.media', { appointmentId: id, state: 'connected' })).toEqual({ ok: true })
    expect(await emitCall(d.socket, 'call.media', { appointmentId: id, state: 'connected' })).toEqual({ ok: true })
    // a repeated report changes nothing
    expect(await emitCall(p.socket, 'call.media', { appointmentId: id, state: 'connected' })).toEqual({ ok: true })
    await eventually(async () => (await mediaOf(sari)).provider !== null && (await mediaOf(sari)).patient !== null)
    // the media events name one side; the rows they changed are announced for both (kept pages forgotten)
    await eventually(async () => (await listed())?.patient !== null, 2000)
    const first = await mediaOf(andi)
    expect(first.patient).toEqual({ firstConnectedAt: expect.any(String), connectedSeconds: 0, reconnections: 0 })
    expect(first.provider).toEqual({ firstConnectedAt: expect.any(String), connectedSeconds: 0, reconnections: 0 })

    // the patient's media has flowed for 90 s when the network drops (the socket's disconnect)
    await openedAgo('PATIENT', 90)
    p.socket.disconnect()
    await eventually(async () => (await mediaOf(sari)).patient.connectedSeconds >= 90)
    const dropped = (await mediaOf(sari)).patient
    expect(dropped.connectedSeconds).toBeLessThan(95)
    expect(dropped.reconnections).toBe(0)

    // back: a new socket (new page load) joins and its media flows again, then the patient hangs up
    const again = await join(andi)
    expect(again.joined).toBe(true)
    expect(await emitCall(again.socket, 'call.media', { appointmentId: id, state: 'connected' })).toEqual({ ok: true })
    await eventually(async () => (await mediaOf(andi)).patient.reconnections === 1)
    await openedAgo('PATIENT', 30)
    expect(await emitCall(again.socket, 'call.media', { appointmentId: id, state: 'disconnected' })).toEqual({ ok: true })
    await eventually(async () => (await mediaOf(andi)).patient.connectedSeconds >= dropped.connectedSeconds + 30)
    const media = await mediaOf(andi)
    expect(media.patient.reconnections).toBe(1)
    expect(media.patient.connectedSeconds).toBeLessThan(dropped.connectedSeconds + 35)
    // the first time stays the first time
    expect(media.patient.firstConnectedAt).toBe(first.patient.firstConnectedAt)
    expect(media.provider.reconnections).toBe(0)

    const events = await ctx.server.db
      .from('event_log')
      .where('aggregate_id', id)
      .whereIn('type', ['ConsultationMediaConnected', 'ConsultationMediaEnded'])
      .orderBy('position')
      .select('type', 'payload')
    expect(events.map((e: any) => `${e.type}:${e.payload.role}`)).toEqual([
      'ConsultationMediaConnected:PATIENT',
      'ConsultationMediaConnected:PROVIDER',
      'ConsultationMediaEnded:PATIENT',
      'ConsultationMediaConnected:PATIENT',
      'ConsultationMediaEnded:PATIENT',
    ])
  })

  it('the session ends under a flowing call: both ends are still taken, and the Encounter times come from the media', async () => {
    const ended = await openAppointment(ctx.server, andi, sari)
    const p = await joinedSocket(ctx.server.url, andi, ended, ctx.sockets)
    const d = await joinedSocket(ctx.server.url, sari, ended, ctx.sockets)
    for (const s of [p, d])
      expect(await emitCall(s.socket, 'call.media', { appointmentId: ended, state: 'connected' })).toEqual({ ok: true })
    await setStatus(sari, ended, 'COMPLETED')
    // the room is closed: no more signaling, but the media that flowed still reports its end
    await eventually(
      async () =>
        !(await emitCall(p.socket, 'call.state', { appointmentId: ended, mic: true, camera: true, screen: false, quality: 'good' })).ok
    )
    expect(await emitCall(p.socket, 'call.media', { appointmentId: ended, state: 'disconnected' })).toEqual({ ok: true })
    d.socket.disconnect()
    const scheduling = await ctx.server.import('#modules/scheduling/index')
    const times = await eventually(async () => {
      const t = await scheduling.sessionTimesOf(ended)
      return t?.mediaEndedAt ? t : null
    })
    const sides = await ctx.server.db.from('call_media_sides').where('appointment_id', ended).orderBy('role')
    const firsts = sides.map((r: any) => new Date(r.first_connected_at).getTime())
    expect(new Date(times.mediaStartedAt).getTime()).toBe(Math.max(...firsts))
    expect(new Date(times.mediaEndedAt).getTime()).toBeGreaterThanOrEqual(new Date(times.mediaStartedAt).getTime())
    expect(sides.every((r: any) => r.connected_since === null)).toBe(true)
  })

  it('a replay of the appointments read model rebuilds the same media', async () => {
    const { replayConsumer } = await ctx.server.import('#events/replay')
    const { runtime, consumers } = await ctx.server.events()
    const projection = consumers.find((c: { name: string }) => c.name === 'scheduling.appointment-views')
    const read = async () => (await ctx.server.db.rawQuery('SELECT id, media FROM rm_appointment_views ORDER BY id')).rows
    const live = await read()
    expect(live.find((r: any) => r.id === id).media.patient.reconnections).toBe(1)
    await replayConsumer(ctx.server.db, runtime, projection)
    expect(await read()).toEqual(live)
  })
})
