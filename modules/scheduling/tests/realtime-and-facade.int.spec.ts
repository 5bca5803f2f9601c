import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { bootApp, resetDatabase } from '../../../server/tests/helpers/app.mjs'
import { eventually } from '../../../server/tests/helpers/http-client.js'
import { consumerCaughtUp } from '../../../server/tests/helpers/registrations.js'
import { connectSocket } from '../../../server/tests/helpers/socket.js'
import { moveAppointmentStart, restoreAppointmentStart } from '../../../server/tests/helpers/appointment-start.js'
import { book, newPatient, newProvider, slotAt, type Account } from './fixtures.js'
import { recountSql } from '../projections/appointment-counts.js'

let server: Awaited<ReturnType<typeof bootApp>>
let provider: Account
let patient: Account
let stranger: Account

beforeAll(async () => {
  server = await bootApp()
  await resetDatabase(server.db)
  provider = await newProvider(server.url)
  patient = await newPatient(server.url)
  stranger = await newPatient(server.url)
})
afterAll(async () => server?.stop())

function joinRoom(socket: any, room: string): Promise<{ ok: boolean }> {
  return new Promise((resolve) => socket.emit('join', room, resolve))
}

describe('pushes', () => {
  it("the provider's open dashboard hears a new booking; the patient hears the cancellation", async () => {
    const providerSocket = await connectSocket(server.url, provider.client.cookieHeader)
    const patientSocket = await connectSocket(server.url, patient.client.cookieHeader)
    const strangerSocket = await connectSocket(server.url, stranger.client.cookieHeader)
    const heard = { provider: [] as any[], patient: [] as any[], stranger: [] as any[] }
    providerSocket.on('appointment.changed', (p) => heard.provider.push(p))
    patientSocket.on('appointment.changed', (p) => heard.patient.push(p))
    strangerSocket.on('appointment.changed', (p) => heard.stranger.push(p))
    try {
      const res = await book(patient, provider.user.profile.id, slotAt(2))
      expect(res.status).toBe(201)
      const booked = await eventually(() => heard.provider.find((p) => p.appointmentId === res.body.id))
      expect(booked).toMatchObject({ type: 'AppointmentBooked', status: 'SCHEDULED', position: res.headers.get('x-event-position') })

      const cancel = await provider.client.patch(`/api/appointments/${res.body.id}/status`, { status: 'CANCELLED' })
      expect(cancel.status).toBe(200)
      const cancelled = await eventually(() => heard.patient.find((p) => p.type === 'AppointmentCancelled'))
      expect(cancelled).toMatchObject({ appointmentId: res.body.id, status: 'CANCELLED' })
      await eventually(() => heard.provider.some((p) => p.type === 'AppointmentCancelled'))
      expect(heard.stranger).toEqual([])
    } finally {
      for (const s of [providerSocket, patientSocket, strangerSocket]) s.close()
    }
  })

  it('appointment:<id> is joined only by its participants, and hears the session end once', async () => {
    const res = await book(patient, provider.user.profile.id, slotAt(2, '14:00'))
    const room = `appointment:${res.body.id}`
    // bookings start tomorrow at the earliest: move this one into its join window
    await moveAppointmentStart((sql) => server.db.rawQuery(sql), res.body.id, 5)
    const providerSocket = await connectSocket(server.url, provider.client.cookieHeader)
    const strangerSocket = await connectSocket(server.url, stranger.client.cookieHeader)
    const heard: any[] = []
    providerSocket.on('appointment.changed', (p) => heard.push(p))
    try {
      expect(await joinRoom(providerSocket, room)).toEqual({ ok: true })
      const notFound = { ok: false, code: 'scheduling.room_not_found', message: 'Konsultasi tidak ditemukan' }
      expect(await joinRoom(strangerSocket, room)).toEqual(notFound)
      expect(await joinRoom(strangerSocket, 'appointment:not-a-uuid')).toEqual(notFound)
      await provider.client.patch(`/api/appointments/${res.body.id}/status`, { status: 'COMPLETED' })
      await eventually(() => heard.some((p) => p.type === 'SessionEnded'))
      // in user:<id> and appointment:<id> at once, yet one push
      await new Promise((r) => setTimeout(r, 100))
      expect(heard.filter((p) => p.type === 'SessionEnded')).toHaveLength(1)
    } finally {
      // the move bypassed the events: put the booked start back for the replay test below
      await restoreAppointmentStart((sql) => server.db.rawQuery(sql), res.body.id, res.body.scheduledAt)
      providerSocket.close()
      strangerSocket.close()
    }
  })
})

describe('the scheduling facade (for records and the consultation screen)', () => {
  it('isParticipant, providerHasPatient, getAppointmentForParticipant, completeAppointment', async () => {
    const scheduling = await server.import('#modules/scheduling/index')
    const res = await book(patient, provider.user.profile.id, slotAt(3, '16:00'))
    const id = res.body.id
    expect(await scheduling.isParticipant(id, patient.user.id)).toBe(true)
    expect(await scheduling.isParticipant(id, provider.user.id)).toBe(true)
    expect(await scheduling.isParticipant(id, stranger.user.id)).toBe(false)
    expect(await scheduling.isParticipant('nope', patient.user.id)).toBe(false)
    expect(await scheduling.providerHasPatient(provider.user.id, patient.user.profile.id)).toBe(true)
    expect(await scheduling.providerHasPatient(provider.user.id, stranger.user.profile.id)).toBe(false)
    expect(await scheduling.getAppointmentForParticipant(id, stranger.user.id)).toBeNull()
    expect(await scheduling.getAppointmentForParticipant(id, patient.user.id)).toMatchObject({ id, status: 'SCHEDULED' })

    const refused = scheduling.completeAppointment(id, { actor: { userId: patient.user.id, role: 'PATIENT' }, correlationId: 't' })
    await expect(refused).rejects.toMatchObject({ status: 403 })
    const done = await scheduling.completeAppointment(id, { actor: null, correlationId: 'session-end' })
    expect(done.row.status).toBe('COMPLETED')
    const event = await server.db.from('event_log').where({ type: 'SessionEnded', aggregate_id: id }).first()
    expect(event.payload.endedBy).toBe('SYSTEM')
  })
})

describe('the read model', () => {
  it('replay rebuilds rm_appointment_views and its counters to exactly what live delivery built; counters equal a recount', async () => {
    const { replayConsumer } = await server.import('#events/replay')
    const { runtime, consumers } = await server.events()
    const projection = consumers.find((c: { name: string }) => c.name === 'scheduling.appointment-views')
    await eventually(() => consumerCaughtUp(server, 'scheduling.appointment-views', ['scheduling', 'identity']))
    const read = async () => ({
      views: (await server.db.rawQuery('SELECT * FROM rm_appointment_views ORDER BY id')).rows,
      people: (await server.db.rawQuery('SELECT * FROM rm_appointment_people ORDER BY user_id')).rows,
      counts: (await server.db.rawQuery('SELECT * FROM rm_appointment_counts ORDER BY user_id, role')).rows,
    })
    const recount = async () => (await server.db.rawQuery(recountSql())).rows
    const live = await read()
    expect(live.views.length).toBeGreaterThan(0)
    expect(live.views.some((v: { status: string }) => v.status !== 'SCHEDULED')).toBe(true)
    expect(live.counts).toEqual(await recount())
    await replayConsumer(server.db, runtime, projection)
    expect(await read()).toEqual(live)
    expect((await read()).counts).toEqual(await recount())
  })

  it("a changed e-mail reaches the read model's people table", async () => {
    const admin = await newPatient(server.url, { role: 'ADMIN', fullName: 'Admin' }).catch(() => null)
    if (!admin) return
    const res = await admin.client.patch(`/api/admin/users/${patient.user.id}`, { email: `baru.${patient.user.email}` })
    expect(res.status).toBe(200)
    await eventually(async () => {
      const row = await server.db.from('rm_appointment_people').where('user_id', patient.user.id).first()
      return row?.email === `baru.${patient.user.email}`
    })
  })
})
