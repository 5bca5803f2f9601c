import pg from 'pg'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { bootApp, resetDatabase } from '../helpers/app.mjs'
import { book, eventually, newPatient, newProvider, setStatus, type Account } from '../../../modules/records/tests/fixtures.js'
import { conversationOf, send, unreadOf } from '../../../modules/messaging/tests/support.js'

/**
 * The dashboard answers a node keeps per user (modules/kernel/owner-answers.ts, ADR 0025): the
 * bell, the messages badge, the own profile, the records count, the waitlist and "who opened your
 * records". Each is kept while its source is unchanged (a change made past the announcements is
 * not seen), forgotten by any announced change, and the caller's own write is in their next read.
 */
let server: Awaited<ReturnType<typeof bootApp>>
let patient: Account
let provider: Account
let appointmentId: string

const get = async (who: Account, path: string) => {
  const res = await who.client.get(path)
  expect(res.status, res.text).toBe(200)
  return res.body
}
const bell = (who: Account) => get(who, '/api/notifications?limit=10')
const recordsCount = async () => (await get(patient, `/api/patients/${patient.profileId}/records/count`)).count as number
const othersAccess = async () =>
  (await get(patient, `/api/patients/${patient.profileId}/access-log/page?others=true&limit=8`)).items as any[]

beforeAll(async () => {
  server = await bootApp()
  await resetDatabase(server.db)
  patient = await newPatient(server.url, { fullName: 'Sinta Dasbor' })
  provider = await newProvider(server.url, { displayName: 'Ns. Dasbor' })
  appointmentId = (await book(patient, provider, { complaint: 'Batuk' })).id
})
afterAll(async () => server?.stop())

describe('the dashboard answers a node keeps', () => {
  it('the bell: kept, a read marked through the API is in the next answer, a new notification reaches it', async () => {
    const first = await eventually(async () => {
      const page = await bell(patient)
      return page.items.length > 0 ? page : undefined
    }, 10_000)
    // a change made past the announcements (the read counter has no trigger) is not seen: the answer is kept
    await server.db.rawQuery(
      `INSERT INTO notification_read_counts (user_id, read_count) VALUES (?, 1)
       ON CONFLICT (user_id) DO UPDATE SET read_count = notification_read_counts.read_count + 1`,
      [patient.user.id]
    )
    expect((await bell(patient)).unreadCount).toBe(first.unreadCount)
    await server.db.rawQuery(`DELETE FROM notification_read_counts WHERE user_id = ?`, [patient.user.id])
    const marked = await patient.client.post('/api/notifications/read', { all: true })
    expect(marked.status, marked.text).toBe(200)
    expect((await bell(patient)).unreadCount).toBe(0)
    expect((await bell(patient)).items.every((n: any) => n.readAt !== null)).toBe(true)
    // the projection announces each recipient it stores a notification for
    const other = await book(patient, provider, { complaint: 'Pusing' })
    const cancelled = await setStatus(provider, other.id, 'CANCELLED')
    expect(cancelled.status, cancelled.text).toBe(200)
    await eventually(async () => (await bell(patient)).unreadCount === 2, 10_000) // booked, then cancelled
  })

  it('the messages badge: moved by the projection on a message sent and on one read', async () => {
    const conversationId = await conversationOf(patient, provider)
    const before = await unreadOf(patient)
    const message = await send(provider, conversationId, 'Selamat pagi')
    await eventually(async () => (await unreadOf(patient)) === before + 1, 10_000)
    await server.db.rawQuery(`UPDATE rm_conversation_unread SET unread_total = unread_total + 5 WHERE user_id = ?`, [patient.user.id])
    expect(await unreadOf(patient)).toBe(before + 1) // kept: the direct change was not announced
    await server.db.rawQuery(`UPDATE rm_conversation_unread SET unread_total = unread_total - 5 WHERE user_id = ?`, [patient.user.id])
    const read = await patient.client.post(`/api/conversations/${conversationId}/read`, { upTo: message.id })
    expect(read.status, read.text).toBe(200)
    await eventually(async () => (await unreadOf(patient)) === before, 10_000)
  })

  it('the own profile: kept until its row changes, by any writer; the patient’s own change is in the next read', async () => {
    expect((await get(patient, '/api/profile')).occupation).toBeNull()
    await server.db.rawQuery('ALTER TABLE patient_profiles DISABLE TRIGGER patient_profiles_notify_change')
    try {
      await server.db.rawQuery(`UPDATE patient_profiles SET occupation = 'diam-diam' WHERE user_id = ?`, [patient.user.id])
      expect((await get(patient, '/api/profile')).occupation).toBeNull()
    } finally {
      await server.db.rawQuery('ALTER TABLE patient_profiles ENABLE TRIGGER patient_profiles_notify_change')
    }
    await server.db.rawQuery(`UPDATE patient_profiles SET occupation = 'Guru' WHERE user_id = ?`, [patient.user.id])
    await eventually(async () => (await get(patient, '/api/profile')).occupation === 'Guru', 2000)
    const patched = await patient.client.patch('/api/profile', { occupation: 'Petani' })
    expect(patched.status, patched.text).toBe(200)
    expect((await get(patient, '/api/profile')).occupation).toBe('Petani')
  })

  it('the records count: a record written through the API is counted at once', async () => {
    const before = await recordsCount()
    const res = await provider.client.post('/api/medical-records', { patientId: patient.profileId, appointmentId, notes: 'catatan' })
    expect(res.status, res.text).toBe(201)
    expect(await recordsCount()).toBe(before + 1)
    // one counter row, kept by medical_records' triggers (migration 0994), equal to the records
    const counted = await server.db.rawQuery(
      `SELECT (SELECT records FROM patient_record_counts WHERE patient_id = ?) AS kept,
              (SELECT count(*)::int FROM medical_records WHERE patient_id = ?) AS actual`,
      [patient.profileId, patient.profileId]
    )
    expect(counted.rows[0]).toEqual({ kept: before + 1, actual: before + 1 })
  })

  it('the records counter follows a record moved to another patient, in the moving statement', async () => {
    const other = await newPatient(server.url, { fullName: 'Pasien Lain' })
    const trx = await server.db.transaction()
    try {
      const counts = async () =>
        (
          await trx.rawQuery(
            `SELECT patient_id, records FROM patient_record_counts WHERE patient_id IN (?, ?) ORDER BY records DESC`,
            [patient.profileId, other.profileId]
          )
        ).rows
      const [{ records }] = await counts()
      await trx.rawQuery(
        `UPDATE medical_records SET patient_id = ? WHERE id = (SELECT id FROM medical_records WHERE patient_id = ? LIMIT 1)`,
        [other.profileId, patient.profileId]
      )
      expect(await counts()).toEqual(
        [
          { patient_id: patient.profileId, records: records - 1 },
          { patient_id: other.profileId, records: 1 },
        ].sort((a, b) => b.records - a.records)
      )
    } finally {
      await trx.rollback()
    }
  })

  it('who opened your records: kept through the patient’s own reads, forgotten by a provider’s', async () => {
    const before = await othersAccess()
    const page = await patient.client.get(`/api/patients/${patient.profileId}/records?limit=5`)
    expect(page.status, page.text).toBe(200)
    expect(await othersAccess()).toEqual(before)
    const read = await provider.client.get(`/api/patients/${patient.profileId}/records?limit=5`)
    expect(read.status, read.text).toBe(200)
    await eventually(async () => (await othersAccess()).length === before.length + 1, 2000)
    expect((await othersAccess())[0]).toMatchObject({ actor: { userId: provider.user.id }, action: 'READ' })
  })
})

describe('the announcing triggers (migrations 0990–0995)', () => {
  const heard: string[] = []
  let listener: pg.Client
  beforeAll(async () => {
    listener = new pg.Client({ connectionString: process.env.DATABASE_URL })
    await listener.connect()
    listener.on('notification', (msg) => heard.push(msg.payload ?? ''))
    await listener.query('LISTEN telerawat_read_models')
  })
  afterAll(async () => listener?.end())

  const announced = async (statement: string, bindings: unknown[] = []) => {
    heard.length = 0
    await server.db.rawQuery(statement, bindings as any[])
    await server.db.rawQuery(`SELECT pg_notify('telerawat_read_models', 'test.fence x')`)
    await eventually(async () => heard.includes('test.fence x'), 2000)
    return heard.filter((payload) => payload !== 'test.fence x')
  }

  it('name the owners a statement changed, nobody when no row changed, everyone for the waitlist', async () => {
    const trailRow = (role: string) =>
      announced(
        `INSERT INTO record_access_log (actor_user_id, actor_role, actor_name, action, resource_type, resource_id, patient_id, request_id)
         VALUES (?, ?, 'x', 'READ', 'record', NULL, ?, NULL)`,
        [role === 'PATIENT' ? patient.user.id : provider.user.id, role, patient.profileId]
      )
    expect(await trailRow('PATIENT')).toEqual([])
    expect(await trailRow('PROVIDER')).toEqual([`records.access-by-others ${patient.profileId}`])
    expect(await announced(`UPDATE notification_reads SET read_at = read_at WHERE user_id = ?`, [patient.user.id])).toEqual([
      `notification.reads ${patient.user.id}`,
    ])
    expect(await announced(`UPDATE notification_reads SET read_at = read_at WHERE false`)).toEqual([])
    expect(await announced(`UPDATE waitlist_entries SET status = status WHERE false`)).toEqual([])
    expect(await announced(`DELETE FROM waitlist_offers`)).toEqual([])
  })

  it('medical_records announces its patients through the shared function (0995), as 0380 did', async () => {
    const { rows } = await server.db.rawQuery(`SELECT proname FROM pg_proc WHERE proname = 'announce_medical_records_changes'`)
    expect(rows).toEqual([])
    // the projections announce on the same channel as events of earlier steps arrive: only this source counts
    const records = async (statement: string, bindings: unknown[] = []) =>
      (await announced(statement, bindings)).filter((payload) => payload.startsWith('records.medical-records '))
    expect(await records(`UPDATE medical_records SET updated_at = updated_at WHERE patient_id = ?`, [patient.profileId])).toEqual([
      `records.medical-records ${patient.profileId}`,
    ])
    expect(await records(`UPDATE medical_records SET updated_at = updated_at WHERE false`)).toEqual([])
    const other = await newPatient(server.url, { fullName: 'Pasien Ketiga' })
    // a record moved to another patient names both: the one it left and the one it joined
    const moved = await records(
      `UPDATE medical_records SET patient_id = ? WHERE id = (SELECT id FROM medical_records WHERE patient_id = ? LIMIT 1)`,
      [other.profileId, patient.profileId]
    )
    expect(moved.map((payload) => payload.split(' ')[1].split(',').sort())).toEqual([[patient.profileId, other.profileId].sort()])
  })
})
