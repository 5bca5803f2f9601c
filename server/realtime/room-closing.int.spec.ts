import { describe, expect, it } from 'vitest'
import { moveAppointmentStart } from '../tests/helpers/appointment-start.js'
import { eventually } from '../tests/helpers/http-client.js'
import { book, consultationJoin, listeningSocket, patient, provider, roomJoin, setStatus, bootedApp } from './tests/socket-fixtures.js'

/**
 * Issue 10 row 13: cancelling empties the consultation room, and nobody gets back in. Issue 12:
 * so does ending the session (the screen becomes its summary).
 */

const app = bootedApp()
const sockets = app.sockets

/** Bookings start tomorrow at the earliest: the start moves to 5 minutes from now, inside the join window. */
const openRoom = (appointmentId: string) => moveAppointmentStart((sql) => app.server.db.rawQuery(sql), appointmentId, 5)

async function roomMembers(room: string) {
  const { realtimeGateway } = await app.server.import('#server/realtime/gateway')
  return (await realtimeGateway.io.in(room).fetchSockets()).map((s: { id: string }) => s.id)
}

describe('consultation room of a cancelled appointment', () => {
  it('its participants are removed from appointment:<id> and neither door lets them back in', async () => {
    const andi = await patient(app.server.url)
    const nurse = await provider(app.server.url)
    const appointmentId = await book(andi, nurse)
    await openRoom(appointmentId)
    const room = `appointment:${appointmentId}`
    const p = await listeningSocket(app.server.url, andi.client.cookieHeader)
    const d = await listeningSocket(app.server.url, nurse.client.cookieHeader)
    sockets.push(p.socket, d.socket)
    expect(await consultationJoin(p.socket, appointmentId)).toBe(true)
    expect(await roomJoin(d.socket, room)).toBe(true)
    expect((await roomMembers(room)).sort()).toEqual([p.socket.id, d.socket.id].sort())

    // inside the join window the patient's cut-off has passed: the provider cancels
    await setStatus(nurse, appointmentId, 'CANCELLED')
    await eventually(async () => (await roomMembers(room)).length === 0, 5_000)
    // both stay connected (their other rooms still work) and heard the cancellation
    expect(p.socket.connected && d.socket.connected).toBe(true)
    await eventually(() => d.heard.some((h) => h.event === 'appointment.changed'), 5_000)

    for (const s of [p.socket, d.socket]) {
      expect(await consultationJoin(s, appointmentId)).toBe(false)
      expect(await roomJoin(s, room)).toBe(false)
    }
    expect(await roomMembers(room)).toEqual([])
    const { realtimeGateway } = await app.server.import('#server/realtime/gateway')
    expect(await realtimeGateway.presence.participants(appointmentId)).toEqual([])
  })

  it('a completed appointment closes its room too: the room hears the end, is emptied, and refuses both doors', async () => {
    const dewi = await patient(app.server.url)
    const doctor = await provider(app.server.url)
    const appointmentId = await book(dewi, doctor)
    await openRoom(appointmentId)
    const room = `appointment:${appointmentId}`
    const p = await listeningSocket(app.server.url, dewi.client.cookieHeader)
    sockets.push(p.socket)
    expect(await consultationJoin(p.socket, appointmentId)).toBe(true)
    await setStatus(doctor, appointmentId, 'COMPLETED')
    await eventually(() => p.heard.some((h) => h.event === 'appointment.changed'), 5_000)
    await eventually(async () => (await roomMembers(room)).length === 0, 5_000)
    expect(p.socket.connected).toBe(true)
    const closed = { ok: false, code: 'scheduling.room_closed', message: 'Sesi konsultasi ini sudah berakhir' }
    expect(await p.socket.timeout(5000).emitWithAck('consultation.join', appointmentId)).toEqual(closed)
    expect(await p.socket.timeout(5000).emitWithAck('join', room)).toEqual(closed)
    expect(await roomMembers(room)).toEqual([])
  })
})
