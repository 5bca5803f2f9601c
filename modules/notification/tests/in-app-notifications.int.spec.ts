import { randomUUID } from 'node:crypto'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import type { Socket } from 'socket.io-client'
import { bootApp, resetDatabase } from '../../../server/tests/helpers/app.mjs'
import { Client, eventually, patientPayload, unverifiedProviderPayload } from '../../../server/tests/helpers/http-client.js'
import { connectSocket } from '../../../server/tests/helpers/socket.js'
import { consumerCaughtUp } from '../../../server/tests/helpers/registrations.js'
import { book, newPatient, newProvider, register, setStatus, type Account } from '../../records/tests/fixtures.js'

const CONSUMER = 'notification.in-app'

let server: Awaited<ReturnType<typeof bootApp>>
let patient: Account
let otherPatient: Account
let provider: Account
let otherProvider: Account
let admin: Account

beforeAll(async () => {
  server = await bootApp()
  await resetDatabase(server.db)
  patient = await newPatient(server.url, { fullName: 'Dewi Lestari' })
  otherPatient = await newPatient(server.url, { fullName: 'Budi Santoso' })
  provider = await newProvider(server.url, { displayName: 'Bd. Wulan', providerRole: 'Bidan' })
  otherProvider = await newProvider(server.url, { displayName: 'dr. Lain' })
  admin = await register(server.url, patientPayload({ role: 'ADMIN', fullName: 'Admin Uji' }))
})
afterAll(async () => server?.stop())

/** Everything in event_log that the bell reads has been applied (the projection caught up). */
async function settled() {
  await eventually(() => consumerCaughtUp(server, CONSUMER, ['scheduling', 'records', 'identity']))
}

async function rowsOf(account: Account) {
  return server.db.from('rm_notifications').where('recipient_user_id', account.user.id).orderBy('position')
}

async function countAll() {
  return (await server.db.rawQuery('SELECT count(*)::int AS n FROM rm_notifications')).rows[0].n as number
}

async function append(type: string, aggregateId: string, payload: Record<string, unknown>) {
  const { appendEvents } = await server.import('#events/outbox')
  await server.db.transaction((trx: any) =>
    appendEvents(trx, [{ type, aggregateId, payload }], { actorId: null, correlationId: 'uji' })
  )
}

const participants = (appointmentId: string) => ({
  appointmentId,
  patientId: patient.profileId,
  patientUserId: patient.user.id,
  providerId: provider.profileId,
  providerUserId: provider.user.id,
})

describe('each event gives the right notifications to the right users, and none to others', () => {
  let appointmentId: string
  let scheduledAt: string

  it('a booking: the patient and the provider, each naming the other', async () => {
    const before = { other: (await rowsOf(otherPatient)).length, otherProvider: (await rowsOf(otherProvider)).length }
    const booked = await book(patient, provider)
    appointmentId = booked.id
    scheduledAt = booked.scheduledAt
    await settled()
    const [mine] = await rowsOf(patient)
    expect(mine).toMatchObject({
      kind: 'APPOINTMENT_BOOKED',
      link: `/consultation/${appointmentId}`,
      params: { appointmentId, recipientRole: 'PATIENT', counterpartName: 'Bd. Wulan', timezone: 'Asia/Jakarta' },
    })
    const theirs = (await rowsOf(provider)).filter((r: any) => r.kind === 'APPOINTMENT_BOOKED')
    expect(theirs).toHaveLength(1)
    expect(theirs[0]).toMatchObject({
      link: '/provider/appointments',
      params: { recipientRole: 'PROVIDER', counterpartName: 'Dewi Lestari' },
    })
    expect((await rowsOf(otherPatient)).length).toBe(before.other)
    expect((await rowsOf(otherProvider)).length).toBe(before.otherProvider)
    expect((await rowsOf(admin)).length).toBe(0)
  })

  it('a move (AppointmentRescheduled): both sides, with old and new time, who moved it, names from the booking', async () => {
    const to = new Date(new Date(scheduledAt).getTime() + 5 * 3_600_000).toISOString()
    await append('AppointmentRescheduled', appointmentId, {
      ...participants(appointmentId),
      fromScheduledAt: scheduledAt,
      scheduledAt: to,
      durationMinutes: 30,
      timezone: 'Asia/Jakarta',
      rescheduledBy: 'PATIENT',
      rescheduledByUserId: patient.user.id,
      sequence: 1,
    })
    await settled()
    const forPatient = (await rowsOf(patient)).find((r: any) => r.kind === 'APPOINTMENT_RESCHEDULED')
    const forProvider = (await rowsOf(provider)).find((r: any) => r.kind === 'APPOINTMENT_RESCHEDULED')
    expect(forPatient.params).toMatchObject({
      fromScheduledAt: scheduledAt,
      scheduledAt: to,
      byMe: true,
      counterpartName: 'Bd. Wulan',
    })
    expect(forProvider.params).toMatchObject({ byMe: false, counterpartName: 'Dewi Lestari' })
    const parties = await server.db.from('rm_notification_appointments').where('appointment_id', appointmentId).first()
    expect(new Date(parties.scheduled_at).toISOString()).toBe(to)
    scheduledAt = to
  })

  it('a cancellation with a reason: both sides, saying who cancelled', async () => {
    await append('AppointmentCancelled', appointmentId, {
      ...participants(appointmentId),
      status: 'CANCELLED',
      previousStatus: 'SCHEDULED',
      cancelledBy: 'PROVIDER',
      cancelledByUserId: provider.user.id,
      reason: 'Bidan sedang bertugas di luar kota',
      scheduledAt,
    })
    await settled()
    const forPatient = (await rowsOf(patient)).find((r: any) => r.kind === 'APPOINTMENT_CANCELLED')
    const forProvider = (await rowsOf(provider)).find((r: any) => r.kind === 'APPOINTMENT_CANCELLED')
    expect(forPatient).toMatchObject({
      link: '/patient',
      params: { cancelledBy: 'PROVIDER', byMe: false, reason: 'Bidan sedang bertugas di luar kota', counterpartName: 'Bd. Wulan' },
    })
    expect(forProvider.params).toMatchObject({ byMe: true, counterpartName: 'Dewi Lestari' })
  })

  it('a cancellation through the API (no reason) reaches both sides too', async () => {
    const booked = await book(patient, provider)
    expect((await setStatus(provider, booked.id, 'CANCELLED')).status).toBe(200)
    await settled()
    const cancelled = await server.db
      .from('rm_notifications')
      .where('kind', 'APPOINTMENT_CANCELLED')
      .whereRaw("params->>'appointmentId' = ?", [booked.id])
    expect(cancelled.map((r: any) => r.recipient_user_id).sort()).toEqual([patient.user.id, provider.user.id].sort())
    expect(cancelled.every((r: any) => r.params.reason === null)).toBe(true)
  })

  it('a waitlist offer (WaitlistSlotOffered): the patient only, with the hold expiry', async () => {
    const before = await countAll()
    const expiresAt = new Date(Date.now() + 30 * 60_000).toISOString()
    await append('WaitlistSlotOffered', randomUUID(), {
      offerId: randomUUID(),
      waitlistEntryId: randomUUID(),
      patientId: otherPatient.profileId,
      patientUserId: otherPatient.user.id,
      providerId: provider.profileId,
      providerUserId: provider.user.id,
      providerName: 'Bd. Wulan',
      scheduledAt,
      expiresAt,
    })
    await settled()
    expect(await countAll()).toBe(before + 1)
    const [offer] = (await rowsOf(otherPatient)).filter((r: any) => r.kind === 'WAITLIST_SLOT_OFFERED')
    expect(offer.params).toMatchObject({ providerName: 'Bd. Wulan', scheduledAt, expiresAt })
  })

  it('a record made FINAL when the session ends: the patient', async () => {
    const booked = await book(patient, provider)
    const saved = await provider.client.request('PUT', `/api/consultations/${booked.id}/record`, { notes: 'Sesi' })
    expect(saved.status, saved.text).toBe(201)
    expect((await setStatus(provider, booked.id, 'COMPLETED')).status).toBe(200)
    await settled()
    await eventually(async () => (await rowsOf(patient)).some((r: any) => r.kind === 'MEDICAL_RECORD_FINALISED'))
    await settled()
    const finals = await server.db.from('rm_notifications').where('kind', 'MEDICAL_RECORD_FINALISED')
    expect(finals).toHaveLength(1)
    expect(finals[0]).toMatchObject({
      recipient_user_id: patient.user.id,
      params: { appointmentId: booked.id, providerName: 'Bd. Wulan' },
    })
  })

  it('a provider verified by an admin: that provider', async () => {
    const candidate = await register(server.url, unverifiedProviderPayload({ strNumber: 'STR-7654321' }))
    const res = await admin.client.post(`/api/admin/users/${candidate.user.id}/verify`)
    expect(res.status, res.text).toBe(200)
    await settled()
    expect(await rowsOf(candidate)).toMatchObject([
      { kind: 'PROVIDER_VERIFIED', link: '/provider', params: { strNumber: 'STR-7654321' } },
    ])
  })
})

describe('idempotent: a redelivery or a replay adds nothing', () => {
  it('the same events delivered again add no row', async () => {
    await settled()
    const before = await server.db.from('rm_notifications').orderBy('id')
    const { runtime, consumers } = await server.events()
    const consumer = consumers.find((c: { name: string }) => c.name === CONSUMER)
    const { ENVELOPE_COLUMNS, rowToEnvelope } = await server.import('#events/outbox')
    const { rows } = await server.db.rawQuery(`SELECT ${ENVELOPE_COLUMNS} FROM event_log ORDER BY position`)
    await runtime.deliverBatch(consumer, rows.map(rowToEnvelope))
    // and straight into the read model again, past the inbox (as a lost inbox row would)
    const { applyEvents } = await server.import('#events/consumer-runtime')
    const { liveTables } = await server.import('#events/consumer')
    await server.db.transaction((trx: any) => applyEvents(consumer, rows.map(rowToEnvelope), trx, liveTables))
    expect(await server.db.from('rm_notifications').orderBy('id')).toEqual(before)
  })

  it('a replay rebuilds the same rows with the same ids, and read marks survive it', async () => {
    const first = (await patient.client.get('/api/notifications')).body.items[0]
    expect((await patient.client.post('/api/notifications/read', { ids: [first.id] })).status).toBe(200)
    const live = await server.db.from('rm_notifications').orderBy('id')
    const unread = (await patient.client.get('/api/notifications')).body.unreadCount
    const { replayConsumer } = await server.import('#events/replay')
    const { runtime, consumers } = await server.events()
    await replayConsumer(
      server.db,
      runtime,
      consumers.find((c: { name: string }) => c.name === CONSUMER)
    )
    expect(await server.db.from('rm_notifications').orderBy('id')).toEqual(live)
    const after = (await patient.client.get('/api/notifications')).body
    expect(after.unreadCount).toBe(unread)
    expect(after.items.find((n: any) => n.id === first.id).readAt).not.toBeNull()
    // the unread count's counters equal a recount of what they count
    const rows = async (sql: string) => (await server.db.rawQuery(sql)).rows
    expect(await rows('SELECT user_id, total FROM rm_notification_counts ORDER BY 1')).toEqual(
      await rows('SELECT recipient_user_id AS user_id, count(*)::int AS total FROM rm_notifications GROUP BY 1 ORDER BY 1')
    )
    expect(await rows('SELECT user_id, read_count FROM notification_read_counts ORDER BY 1')).toEqual(
      await rows('SELECT user_id, count(*)::int AS read_count FROM notification_reads GROUP BY 1 ORDER BY 1')
    )
  })
})

describe('GET /api/notifications and POST /api/notifications/read', () => {
  let reader: Account
  let ids: string[]

  beforeAll(async () => {
    reader = await newPatient(server.url, { fullName: 'Rina Pembaca' })
    // seven notifications, one per event
    for (let i = 0; i < 7; i++) {
      await append('WaitlistSlotOffered', randomUUID(), {
        offerId: randomUUID(),
        waitlistEntryId: randomUUID(),
        patientId: reader.profileId,
        patientUserId: reader.user.id,
        providerId: provider.profileId,
        providerUserId: provider.user.id,
        providerName: `Bd. Wulan ${i}`,
        scheduledAt: new Date(Date.now() + (i + 1) * 86_400_000).toISOString(),
        expiresAt: new Date(Date.now() + 30 * 60_000).toISOString(),
      })
    }
    await settled()
  })

  it('pages newest first with a cursor, every row once, with the unread count', async () => {
    const seen: any[] = []
    let cursor: string | null = null
    let pages = 0
    do {
      const res = await reader.client.get(`/api/notifications?limit=3${cursor ? `&cursor=${cursor}` : ''}`)
      expect(res.status, res.text).toBe(200)
      expect(res.body.unreadCount).toBe(7)
      expect(res.body.items.length).toBeLessThanOrEqual(3)
      seen.push(...res.body.items)
      cursor = res.body.nextCursor
      pages++
    } while (cursor)
    expect(pages).toBe(3)
    expect(seen.map((n) => n.params.providerName)).toEqual([6, 5, 4, 3, 2, 1, 0].map((i) => `Bd. Wulan ${i}`))
    expect(new Set(seen.map((n) => n.id)).size).toBe(7)
    expect(seen.every((n) => n.readAt === null && n.kind === 'WAITLIST_SLOT_OFFERED' && n.link === '/patient')).toBe(true)
    ids = seen.map((n) => n.id)
    // the hard cap, and bad paging input
    expect((await reader.client.get('/api/notifications?limit=100000')).body.items).toHaveLength(7)
    expect((await reader.client.get('/api/notifications?limit=0')).status).toBe(400)
    expect((await reader.client.get('/api/notifications?cursor=zzz')).status).toBe(400)
    expect((await new Client(server.url).get('/api/notifications')).status).toBe(401)
  })

  it('another user cannot read or mark them: foreign ids change nothing', async () => {
    const intruder = await otherPatient.client.post('/api/notifications/read', { ids })
    expect(intruder.status, intruder.text).toBe(200)
    expect(intruder.body.marked).toBe(0)
    const theirs = (await otherPatient.client.get('/api/notifications?limit=100')).body.items.map((n: any) => n.id)
    expect(theirs.some((id: string) => ids.includes(id))).toBe(false)
    expect((await provider.client.post('/api/notifications/read', { all: true })).status).toBe(200)
    expect((await reader.client.get('/api/notifications')).body.unreadCount).toBe(7)
    expect((await new Client(server.url).post('/api/notifications/read', { all: true })).status).toBe(401)
  })

  it('bad input: 422 naming the field, nothing marked', async () => {
    const cases: Array<[unknown, string]> = [
      [{}, 'ids'],
      [{ ids: [] }, 'ids'],
      [{ ids: ['bukan-id'] }, 'ids.0'],
      [{ all: false }, 'all'],
      [{ ids: [ids[0]], all: true }, 'ids'],
      [{ ids: Array(101).fill(ids[0]) }, 'ids'],
    ]
    for (const [body, field] of cases) {
      const res = await reader.client.post('/api/notifications/read', body)
      expect(res.status, `${JSON.stringify(body)} ${res.text}`).toBe(422)
      expect(res.body.errors.map((e: { field: string }) => e.field)).toContain(field)
    }
    expect((await reader.client.get('/api/notifications')).body.unreadCount).toBe(7)
  })

  it('marks the given ids (once), then all', async () => {
    const res = await reader.client.post('/api/notifications/read', { ids: ids.slice(0, 2) })
    expect(res.body).toEqual({ marked: 2, unreadCount: 5 })
    expect((await reader.client.post('/api/notifications/read', { ids: ids.slice(0, 2) })).body).toEqual({ marked: 0, unreadCount: 5 })
    const page = (await reader.client.get('/api/notifications?limit=2')).body
    expect(page.items.map((n: any) => n.readAt !== null)).toEqual([true, true])
    expect((await reader.client.post('/api/notifications/read', { all: true })).body).toEqual({ marked: 5, unreadCount: 0 })
  })
})

describe('live', () => {
  it("'notification.created' reaches the recipients' sockets once the row is stored, and nobody else's", async () => {
    const sockets: Record<string, Socket> = {}
    const heard: Record<string, any[]> = { patient: [], provider: [], other: [] }
    const accounts = { patient, provider, other: otherPatient }
    try {
      for (const [name, account] of Object.entries(accounts)) {
        sockets[name] = await connectSocket(server.url, account.client.cookieHeader)
        sockets[name].on('notification.created', async (push: any) => {
          // stored before the push: the list already has it
          const list = (await account.client.get('/api/notifications?limit=5')).body.items
          heard[name].push({ ...push, listed: list.some((n: any) => n.id === push.id) })
        })
      }
      const booked = await book(patient, provider)
      await eventually(() => heard.patient.length > 0 && heard.provider.length > 0)
      expect(heard.patient).toMatchObject([{ kind: 'APPOINTMENT_BOOKED', listed: true }])
      expect(heard.provider).toMatchObject([{ kind: 'APPOINTMENT_BOOKED', listed: true }])
      await settled()
      expect(heard.other).toEqual([])
      const row = await server.db
        .from('rm_notifications')
        .where({ recipient_user_id: patient.user.id })
        .whereRaw("params->>'appointmentId' = ?", [booked.id])
        .first()
      expect(heard.patient[0].id).toBe(row.id)
    } finally {
      for (const socket of Object.values(sockets)) socket.close()
    }
  })
})
