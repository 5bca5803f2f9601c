import { randomUUID } from 'node:crypto'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { bootApp, resetDatabase } from '../../../server/tests/helpers/app.mjs'
import { eventually, patientPayload } from '../../../server/tests/helpers/http-client.js'
import { consumerCaughtUp } from '../../../server/tests/helpers/registrations.js'
import { book, newPatient, newProvider, register, slotAt, type Account } from './fixtures.js'

let server: Awaited<ReturnType<typeof bootApp>>
let chatProvider: Account
let videoProvider: Account
let patient: Account
let stranger: Account
let admin: Account

const VIEWS = 'scheduling.appointment-views'
const eventCount = async () => (await server.db.rawQuery('SELECT count(*)::int AS n FROM event_log')).rows[0].n as number

beforeAll(async () => {
  server = await bootApp()
  await resetDatabase(server.db)
  admin = await register(server.url, patientPayload({ role: 'ADMIN', fullName: 'Admin Chat' }))
  chatProvider = await newProvider(server.url, { displayName: 'dr. Rina Chat' })
  videoProvider = await newProvider(server.url, { displayName: 'dr. Bayu Video' })
  for (const p of [chatProvider, videoProvider]) {
    await server.db.from('provider_profiles').where('id', p.user.profile.id).update({ consultation_fee: 150000 })
  }
  patient = await newPatient(server.url, { fullName: 'Dewi Lestari' })
  stranger = await newPatient(server.url, { fullName: 'Orang Lain' })
  for (const p of [patient, stranger]) {
    await server.db
      .from('patient_profiles')
      .where('id', p.user.profile.id)
      .update({ gender: 'Perempuan', contact: '0812-0000-1111', dob: '1990-01-01' })
  }
})
afterAll(async () => server?.stop())

describe('a provider offers chat consultations', () => {
  it('PATCH /api/profile sets offersChat and chatFee; the directory shows them; a bad fee is 422 naming chatFee', async () => {
    const bad = await chatProvider.client.patch('/api/profile', { offersChat: true, chatFee: 50500 })
    expect(bad.status).toBe(422)
    expect(bad.body.errors.map((e: { field: string }) => e.field)).toContain('chatFee')

    const res = await chatProvider.client.patch('/api/profile', { offersChat: true, chatFee: 50000 })
    expect(res.status, res.text).toBe(200)
    expect(res.body).toMatchObject({ offersChat: true, chatFee: 50000, consultationFee: 150000 })
    const event = await server.db
      .from('event_log')
      .where({ type: 'ProviderProfileUpdated', aggregate_id: chatProvider.user.id })
      .first()
    expect(event.payload).toMatchObject({ changedFields: ['offersChat', 'chatFee'], offersChat: true, chatFee: 50000 })

    const directory = await patient.client.get('/api/providers')
    const byId = new Map(directory.body.map((p: { id: string }) => [p.id, p]))
    expect(byId.get(chatProvider.user.profile.id)).toMatchObject({ offersChat: true, chatFee: 50000 })
    expect(byId.get(videoProvider.user.profile.id)).toMatchObject({ offersChat: false })
  })
})

describe('POST /api/appointments with a type', () => {
  let chatId: string

  it('CHAT with a provider who offers it: 201, the chat fee, the type in the DTO, the event, the lists and the dashboard', async () => {
    const res = await book(patient, chatProvider.user.profile.id, slotAt(3, '09:00'), { type: 'CHAT' })
    expect(res.status, res.text).toBe(201)
    expect(res.body).toMatchObject({ type: 'CHAT', consultationFee: 50000, status: 'SCHEDULED' })
    chatId = res.body.id
    const event = await server.db.from('event_log').where({ type: 'AppointmentBooked', aggregate_id: chatId }).first()
    expect(event.payload).toMatchObject({ type: 'CHAT', consultationFee: 50000 })

    const position = { 'x-min-position': res.headers.get('x-event-position')! }
    for (const who of [patient, chatProvider]) {
      const list = await who.client.get('/api/appointments', position)
      expect(list.body.find((a: { id: string }) => a.id === chatId)).toMatchObject({ type: 'CHAT', consultationFee: 50000 })
      const one = await who.client.get(`/api/appointments/${chatId}`, position)
      expect(one.body).toMatchObject({ id: chatId, type: 'CHAT' })
      const overview = await who.client.get('/api/appointments/overview', position)
      expect(overview.body.upcoming.find((a: { id: string }) => a.id === chatId)).toMatchObject({ type: 'CHAT' })
    }
  })

  it('no type is VIDEO at the video fee, with either provider', async () => {
    for (const [provider, time] of [
      [chatProvider, '10:30'],
      [videoProvider, '09:00'],
    ] as const) {
      const res = await book(patient, provider.user.profile.id, slotAt(4, time))
      expect(res.status, res.text).toBe(201)
      expect(res.body).toMatchObject({ type: 'VIDEO', consultationFee: 150000 })
    }
  })

  it('CHAT with a video-only provider, or an unknown type: 422 naming `type`; nothing changes', async () => {
    const before = { events: await eventCount(), rows: (await server.db.from('appointments').count('* as n'))[0].n }
    const refused = await book(patient, videoProvider.user.profile.id, slotAt(5, '09:00'), { type: 'CHAT' })
    expect(refused.status).toBe(422)
    expect(refused.body.message).toMatch(/tidak melayani konsultasi chat/)
    expect(refused.body.errors).toEqual([expect.objectContaining({ field: 'type' })])
    const unknown = await book(patient, chatProvider.user.profile.id, slotAt(5, '09:00'), { type: 'PHONE' })
    expect(unknown.status).toBe(422)
    expect(unknown.body.errors.map((e: { field: string }) => e.field)).toEqual(['type'])
    expect({ events: await eventCount(), rows: (await server.db.from('appointments').count('* as n'))[0].n }).toEqual(before)
  })

  it('rescheduling keeps the type', async () => {
    const res = await patient.client.post(`/api/appointments/${chatId}/reschedule`, { scheduledAt: slotAt(6, '14:00') })
    expect(res.status, res.text).toBe(200)
    const one = await patient.client.get(`/api/appointments/${chatId}`, { 'x-min-position': res.headers.get('x-event-position')! })
    expect(one.body).toMatchObject({ scheduledAt: slotAt(6, '14:00'), type: 'CHAT', consultationFee: 50000 })
  })

  it('another patient, another provider and an admin see neither the appointment nor its conversation', async () => {
    const mine = await eventually(async () => {
      const res = await patient.client.get(`/api/conversations/of-appointment/${chatId}`)
      return res.status === 200 ? res.body : null
    })
    expect(mine).toMatchObject({ counterpart: { name: 'dr. Rina Chat' }, canWrite: true })
    const theirs = await chatProvider.client.get(`/api/conversations/of-appointment/${chatId}`)
    expect(theirs.status).toBe(200)
    expect(theirs.body.id).toBe(mine.id)

    for (const who of [stranger, videoProvider]) {
      expect((await who.client.get(`/api/appointments/${chatId}`)).status).toBe(404)
      const conversation = await who.client.get(`/api/conversations/of-appointment/${chatId}`)
      expect(conversation.status).toBe(404)
      expect(conversation.text).not.toContain('Rina')
      const list = await who.client.get('/api/appointments')
      expect(list.body.map((a: { id: string }) => a.id)).not.toContain(chatId)
    }
    expect((await admin.client.get(`/api/appointments/${chatId}`)).status).toBe(403)
    expect((await admin.client.get(`/api/conversations/of-appointment/${chatId}`)).status).toBe(403)
    expect((await patient.client.get('/api/conversations/of-appointment/not-a-uuid')).status).toBe(404)
  })
})

describe('replay', () => {
  it('an AppointmentBooked appended before types reads as VIDEO; a replay rebuilds exactly what live delivery built', async () => {
    const { appendEvents } = await server.import('#events/outbox')
    const { AppointmentBookedV1 } = await server.import('#events/scheduling/appointment-booked')
    const id = randomUUID()
    // the payload as recordBooking wrote it before issue 22: no `type`
    const old = AppointmentBookedV1.create(id, {
      appointmentId: id,
      status: 'SCHEDULED',
      scheduledAt: slotAt(7, '09:00'),
      durationMinutes: 30,
      timezone: 'Asia/Jakarta',
      meetLink: `http://localhost/consultation/${id}`,
      reason: 'Konsultasi umum',
      complaint: null,
      paymentMethod: null,
      consultationFee: 120000,
      createdAt: new Date().toISOString(),
      patientId: patient.user.profile.id,
      patientUserId: patient.user.id,
      patientName: 'Dewi Lestari',
      patientEmail: patient.user.email,
      patientGender: null,
      patientContact: null,
      patientDob: null,
      patientMedicalRecordNumber: null,
      providerId: chatProvider.user.profile.id,
      providerUserId: chatProvider.user.id,
      providerName: 'dr. Rina Chat',
      providerEmail: chatProvider.user.email,
      providerRole: 'Dokter',
      providerSpecialization: null,
    })
    expect('type' in old.payload).toBe(false)
    await server.db.transaction((trx: any) => appendEvents(trx, [old]))
    await eventually(() => consumerCaughtUp(server, VIEWS, ['identity', 'scheduling', 'call']), 30_000)

    const view = await server.db.from('rm_appointment_views').where('id', id).first()
    expect(view.type).toBe('VIDEO')
    const list = await patient.client.get('/api/appointments')
    expect(list.body.find((a: { id: string }) => a.id === id)).toMatchObject({ type: 'VIDEO', consultationFee: 120000 })

    const read = async () => ({
      views: (await server.db.rawQuery('SELECT * FROM rm_appointment_views ORDER BY id')).rows,
      counts: (await server.db.rawQuery('SELECT * FROM rm_appointment_counts ORDER BY user_id, role')).rows,
    })
    const live = await read()
    expect(live.views.map((v: { type: string }) => v.type).sort()).toEqual(['CHAT', 'VIDEO', 'VIDEO', 'VIDEO'])
    const { replayConsumer } = await server.import('#events/replay')
    const { runtime, consumers } = await server.events()
    await replayConsumer(
      server.db,
      runtime,
      consumers.find((c: { name: string }) => c.name === VIEWS)
    )
    expect(await read()).toEqual(live)
  }, 60_000)
})
