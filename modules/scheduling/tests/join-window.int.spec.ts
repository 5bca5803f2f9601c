import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import type { Socket } from 'socket.io-client'
import { bootApp, resetDatabase } from '../../../server/tests/helpers/app.mjs'
import { registerAccount } from '../../../server/tests/helpers/accounts.js'
import { moveAppointmentStart } from '../../../server/tests/helpers/appointment-start.js'
import { type Client } from '../../../server/tests/helpers/http-client.js'
import { connectSocket } from '../../../server/tests/helpers/socket.js'
import { book, newPatient, newProvider, slotAt, type Account } from './fixtures.js'

/** Issue 12 item 7: the consultation room opens `joinOpensMinutesBefore` the start (a clinic setting) and closes when the session ends. */

let server: Awaited<ReturnType<typeof bootApp>>
let admin: Client
let provider: Account
let patient: Account
const sockets: Socket[] = []

beforeAll(async () => {
  server = await bootApp()
  await resetDatabase(server.db)
  admin = (await registerAccount(server.url, 'ADMIN')).client
  provider = await newProvider(server.url)
  patient = await newPatient(server.url)
})
afterAll(async () => {
  for (const socket of sockets) socket.close()
  // leave the default for the next spec file on this database
  await admin?.patch('/api/admin/settings', { joinOpensMinutesBefore: 10 })
  await server?.stop()
})

async function socketOf(who: Account) {
  const socket = await connectSocket(server.url, who.client.cookieHeader)
  sockets.push(socket)
  return socket
}

const consultationJoin = (socket: Socket, id: string) => socket.timeout(5000).emitWithAck('consultation.join', id)
const roomJoin = (socket: Socket, id: string) => socket.timeout(5000).emitWithAck('join', `appointment:${id}`)
const moveStart = (id: string, minutesFromNow: number) => moveAppointmentStart((sql) => server.db.rawQuery(sql), id, minutesFromNow)
const minutesBefore = (iso: string, minutes: number) => new Date(new Date(iso).getTime() - minutes * 60_000).toISOString()

async function members(id: string) {
  const { realtimeGateway } = await server.import('#server/realtime/gateway')
  return (await realtimeGateway.io.in(`appointment:${id}`).fetchSockets()).length
}

async function setJoinOpens(minutes: number) {
  const res = await admin.patch('/api/admin/settings', { joinOpensMinutesBefore: minutes })
  expect(res.status, res.text).toBe(200)
}

describe('consultation join window', () => {
  it('a day early: the appointment says when joining opens, and both doors refuse with room_not_open and that time', async () => {
    const booked = await book(patient, provider.user.profile.id, slotAt(1, '09:00'))
    expect(booked.status, booked.text).toBe(201)
    const { id, scheduledAt } = booked.body
    expect(booked.body.joinOpensAt).toBe(minutesBefore(scheduledAt, 10))
    for (const who of [patient, provider]) {
      const shown = await who.client.get(`/api/appointments/${id}`)
      expect(shown.status).toBe(200)
      expect(shown.body.joinOpensAt).toBe(minutesBefore(scheduledAt, 10))
      const socket = await socketOf(who)
      const refused = {
        ok: false,
        code: 'scheduling.room_not_open',
        message: expect.stringContaining('belum dibuka'),
        opensAt: minutesBefore(scheduledAt, 10),
      }
      expect(await consultationJoin(socket, id)).toEqual(refused)
      expect(await roomJoin(socket, id)).toEqual(refused)
    }
    expect(await members(id)).toBe(0)
  })

  it('inside the window both participants join; a stranger still gets not found', async () => {
    const booked = await book(patient, provider.user.profile.id, slotAt(2, '10:30'))
    const id = booked.body.id as string
    await moveStart(id, 9) // opens 10 minutes before: 1 minute ago
    const p = await socketOf(patient)
    const d = await socketOf(provider)
    expect(await consultationJoin(p, id)).toMatchObject({ ok: true, appointmentId: id })
    expect(await roomJoin(d, id)).toEqual({ ok: true })
    expect(await members(id)).toBe(2)
    const stranger = await socketOf(await newPatient(server.url))
    expect(await consultationJoin(stranger, id)).toEqual({
      ok: false,
      code: 'scheduling.room_not_found',
      message: 'Konsultasi tidak ditemukan',
    })
    // a session that runs past its slot keeps its room until the provider ends it
    await moveStart(id, -45)
    expect(await consultationJoin(await socketOf(patient), id)).toMatchObject({ ok: true })
  })

  it("an admin's change of joinOpensMinutesBefore applies at once, to the join and to the appointment's joinOpensAt", async () => {
    const booked = await book(patient, provider.user.profile.id, slotAt(3, '14:00'))
    const id = booked.body.id as string
    await moveStart(id, 30) // opens in 20 minutes with the default
    const socket = await socketOf(patient)
    expect(await consultationJoin(socket, id)).toMatchObject({ ok: false, code: 'scheduling.room_not_open' })

    await setJoinOpens(45)
    expect(await consultationJoin(socket, id)).toMatchObject({ ok: true })
    const shown = await patient.client.get(`/api/appointments/${id}`)
    expect(shown.body.joinOpensAt).toBe(minutesBefore(shown.body.scheduledAt, 45))

    await setJoinOpens(0)
    const later = await socketOf(provider)
    const refused = await consultationJoin(later, id)
    expect(refused).toMatchObject({ ok: false, code: 'scheduling.room_not_open', opensAt: shown.body.scheduledAt })
    expect((await patient.client.get(`/api/appointments/${id}`)).body.joinOpensAt).toBe(shown.body.scheduledAt)
    await setJoinOpens(10)
  })

  it('refused after the session ended (room_closed), and after a cancellation', async () => {
    const done = await book(patient, provider.user.profile.id, slotAt(4, '15:30'))
    const id = done.body.id as string
    await moveStart(id, 2)
    const p = await socketOf(patient)
    expect(await consultationJoin(p, id)).toMatchObject({ ok: true })
    const ended = await provider.client.patch(`/api/appointments/${id}/status`, { status: 'COMPLETED' })
    expect(ended.status, ended.text).toBe(200)
    const closed = { ok: false, code: 'scheduling.room_closed', message: 'Sesi konsultasi ini sudah berakhir' }
    for (const who of [patient, provider]) {
      const socket = await socketOf(who)
      expect(await consultationJoin(socket, id)).toEqual(closed)
      expect(await roomJoin(socket, id)).toEqual(closed)
    }

    const cancelled = await book(patient, provider.user.profile.id, slotAt(5, '16:00'))
    await moveStart(cancelled.body.id, 3)
    // minutes before the start the patient's cut-off has passed: the provider cancels (with a reason)
    const cancel = await provider.client.post(`/api/appointments/${cancelled.body.id}/cancel`, { reason: 'Tenaga kesehatan sakit' })
    expect(cancel.status, cancel.text).toBe(200)
    expect(await consultationJoin(await socketOf(provider), cancelled.body.id)).toEqual(closed)
  })
})
