import { randomUUID } from 'node:crypto'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import pg from 'pg'
import { Client, eventually, patientPayload } from '../../../server/tests/helpers/http-client.js'
import { resetDatabaseViaPg } from '../../../server/tests/helpers/browser.js'
import { startServerProcess, type ServerProcess } from '../../../server/tests/helpers/server-process.js'

/**
 * The operators' console against two real server processes sharing PostgreSQL: dead letters
 * resolved exactly once whichever node is asked, replays with progress, cancelled replays.
 */
let nodeA: ServerProcess
let nodeB: ServerProcess
let sql: pg.Client
let adminA: Client
let adminB: Client
const ADMIN_USERS = 'identity.admin-users'

beforeAll(async () => {
  await resetDatabaseViaPg()
  sql = new pg.Client({ connectionString: process.env.DATABASE_URL })
  await sql.connect()
  // small replay pages, so a replay of a few thousand events reports progress many times and
  // lasts long enough to be cancelled midway
  ;[nodeA, nodeB] = await Promise.all([
    startServerProcess({ EVENT_NODE_ID: 'ops-a', OPERATIONS_REPLAY_BATCH_SIZE: '50' }),
    startServerProcess({ EVENT_NODE_ID: 'ops-b', OPERATIONS_REPLAY_BATCH_SIZE: '50' }),
  ])
  adminA = new Client(nodeA.url)
  const payload = patientPayload({ role: 'ADMIN', fullName: 'Admin Operasi' })
  expect((await adminA.post('/api/register', payload)).status).toBe(201)
  adminB = new Client(nodeB.url)
  expect((await adminB.post('/api/login', { email: payload.email, password: payload.password })).status).toBe(200)
  // A node answers HTTP before its event system started (with Kafka, joining the consumer groups
  // takes seconds); until then the console answers 503. Both nodes must be fully up first.
  for (const admin of [adminA, adminB]) {
    await eventually(async () => (await admin.get('/api/admin/consumers')).status === 200, 90_000)
  }
}, 180_000)

afterAll(async () => {
  await Promise.all([nodeA?.stop(), nodeB?.stop()])
  await sql?.end()
})

/** Appends an event straight to event_log (bypassing appendEvents' validation, as a buggy writer or an old version would). */
async function appendRaw(type: string, aggregateId: string, payload: unknown, module = 'identity') {
  const id = randomUUID()
  await sql.query(
    `INSERT INTO event_log (id, type, version, module, aggregate_type, aggregate_id, payload) VALUES ($1, $2, 1, $3, 'user', $4, $5::jsonb)`,
    [id, type, module, aggregateId, JSON.stringify(payload)]
  )
  await sql.query(`SELECT pg_notify('telerawat_outbox', '0')`)
  return id
}

async function seedRegistrations(n: number) {
  await sql.query(
    `INSERT INTO event_log (id, type, version, module, aggregate_type, aggregate_id, payload)
     SELECT u.id, 'UserRegistered', 1, 'identity', 'user', u.id::text,
            jsonb_build_object('userId', u.id, 'email', 'seed.' || u.id || '@contoh.id', 'role', 'PATIENT', 'status', 'ACTIVE',
                               'name', 'Pasien Seed', 'profileId', null, 'createdAt', now())
       FROM (SELECT gen_random_uuid() AS id FROM generate_series(1, $1)) u`,
    [n]
  )
  await sql.query(`SELECT pg_notify('telerawat_outbox', '0')`)
  await eventually(async () => {
    const res = await adminA.get('/api/admin/consumers')
    return res.status === 200 && res.body.consumers.every((c: { lag: number }) => c.lag === 0)
  }, 60_000)
  // Lag reads the consumer's highest position; through Kafka a later partition's batch can get
  // there before an earlier one's, so the projection the snapshots read is also awaited by its inbox.
  await eventually(async () => {
    const { rows } = await sql.query(
      `SELECT NOT EXISTS (SELECT 1 FROM event_log e WHERE e.type = 'UserRegistered'
         AND NOT EXISTS (SELECT 1 FROM consumer_inbox i WHERE i.consumer = $1 AND i.event_id = e.id)) AS done`,
      [ADMIN_USERS]
    )
    return rows[0].done as boolean
  }, 60_000)
}

const snapshot = async () =>
  (await sql.query(`SELECT user_id, email, name, role, status FROM rm_admin_users ORDER BY user_id`)).rows.concat(
    (await sql.query(`SELECT * FROM rm_admin_user_stats`)).rows
  )

async function openLetters(eventId: string) {
  return (await sql.query(`SELECT id::text, consumer, status FROM dead_letters WHERE event_id = $1 ORDER BY id`, [eventId])).rows
}

describe('dead letters', () => {
  it('an invalid event becomes a dead letter, retried after the fix exactly once across two nodes', async () => {
    const user = await new Client(nodeA.url).post('/api/register', patientPayload({ fullName: 'Pasien Ditangguhkan' }))
    const userId = user.body.id as string
    const eventId = await appendRaw('UserSuspended', userId, { userId: 'bukan-uuid', email: user.body.email, role: 'PATIENT' })
    const letters = await eventually(async () => {
      const rows = await openLetters(eventId)
      return rows.some((r) => r.consumer === ADMIN_USERS) && rows
    }, 20_000)
    const letter = letters.find((r) => r.consumer === ADMIN_USERS)!

    // the page's views of it
    const list = await adminB.get(`/api/admin/dead-letters?consumer=${ADMIN_USERS}`)
    expect(list.status).toBe(200)
    expect(list.body.items.map((d: { id: string }) => d.id)).toContain(letter.id)
    const opened = await adminB.get(`/api/admin/dead-letters/${letter.id}`)
    expect(opened.body).toMatchObject({ status: 'open', eventType: 'UserSuspended', attempts: 1 })
    expect(opened.body.fullError).toMatch(/userId/)
    const consumers = await adminA.get('/api/admin/consumers')
    expect(consumers.status, consumers.text).toBe(200)
    const state = consumers.body.consumers.find((c: { consumer: string }) => c.consumer === ADMIN_USERS)
    expect(state).toMatchObject({ state: 'failing', openDeadLetters: 1 })
    expect(state.lastError.message).toMatch(/Invalid event UserSuspended/)
    const browsed = await adminA.get(`/api/admin/events?aggregateId=${userId}`)
    const row = browsed.body.items.find((e: { id: string }) => e.id === eventId)
    expect(row.deliveries.find((d: { consumer: string }) => d.consumer === ADMIN_USERS)).toMatchObject({
      state: 'dead-lettered',
      deadLetterId: letter.id,
    })

    // before the fix the consumer refuses it again: still open, the attempt recorded
    const early = await adminA.post(`/api/admin/dead-letters/${letter.id}/retry`)
    expect(early.status).toBe(409)
    expect((await openLetters(eventId)).find((r) => r.id === letter.id)!.status).toBe('open')

    // the fix (the row corrected), then both nodes retry at once: one applies it, the other is told
    await sql.query(`UPDATE event_log SET payload = jsonb_set(payload, '{userId}', to_jsonb($1::text)) WHERE id = $2`, [
      userId,
      eventId,
    ])
    const answers = await Promise.all([
      adminA.post(`/api/admin/dead-letters/${letter.id}/retry`),
      adminB.post(`/api/admin/dead-letters/${letter.id}/retry`),
    ])
    expect(answers.map((a) => a.status).sort()).toEqual([200, 409])
    const done = answers.find((a) => a.status === 200)!
    expect(done.body).toMatchObject({ status: 'retried', retries: 2 })
    const retried = await sql.query(
      `SELECT count(*)::int AS n FROM event_log WHERE type = 'DeadLetterRetried' AND aggregate_id = $1`,
      [letter.id]
    )
    expect(retried.rows[0].n).toBe(1)
    const inbox = await sql.query(`SELECT count(*)::int AS n FROM consumer_inbox WHERE consumer = $1 AND event_id = $2`, [
      ADMIN_USERS,
      eventId,
    ])
    expect(inbox.rows[0].n).toBe(1)
    const projected = await sql.query(`SELECT status FROM rm_admin_users WHERE user_id = $1`, [userId])
    expect(projected.rows[0].status).toBe('SUSPENDED')
    const after = await adminA.get(`/api/admin/events?aggregateId=${userId}&type=UserSuspended`)
    expect(after.body.items[0].deliveries.find((d: { consumer: string }) => d.consumer === ADMIN_USERS).state).toBe('applied')
    // the realtime gateway keeps no inbox rows (it pushes at least once): its progress says it pushed
    const pushed = await eventually(async () => {
      const r = await adminA.get(`/api/admin/events?aggregateId=${userId}&type=UserRegistered`)
      const gateway = r.body.items[0]?.deliveries.find((d: { consumer: string }) => d.consumer === 'realtime.gateway')
      return gateway?.state === 'applied' && gateway
    })
    expect(pushed).toMatchObject({ consumer: 'realtime.gateway', state: 'applied' })
  }, 60_000)

  it('a discard keeps its reason, is audited by an event, and happens once across two nodes', async () => {
    const eventId = await appendRaw('UserActivated', randomUUID(), { userId: 'rusak' })
    const letters = await eventually(async () => {
      const rows = await openLetters(eventId)
      return rows.length > 0 && rows
    }, 20_000)
    const letter = letters[0]
    const refused = await adminA.post(`/api/admin/dead-letters/${letter.id}/discard`, { reason: '' })
    expect(refused.status).toBe(422)
    expect(refused.body.errors[0].field).toBe('reason')
    const reason = 'Event uji yang rusak, tidak perlu diterapkan'
    const answers = await Promise.all([
      adminA.post(`/api/admin/dead-letters/${letter.id}/discard`, { reason }),
      adminB.post(`/api/admin/dead-letters/${letter.id}/discard`, { reason }),
    ])
    expect(answers.map((a) => a.status).sort()).toEqual([200, 409])
    const row = (await sql.query(`SELECT status, reason, resolved_by FROM dead_letters WHERE id = $1`, [letter.id])).rows[0]
    expect(row).toMatchObject({ status: 'discarded', reason })
    expect(row.resolved_by).toBeTruthy()
    const audit = await sql.query(`SELECT payload, actor_id FROM event_log WHERE type = 'DeadLetterDiscarded' AND aggregate_id = $1`, [
      letter.id,
    ])
    expect(audit.rows).toHaveLength(1)
    expect(audit.rows[0].payload.reason).toBe(reason)
    expect(audit.rows[0].actor_id).toBe(row.resolved_by)
    // a resolved letter is no longer retried
    expect((await adminB.post(`/api/admin/dead-letters/${letter.id}/retry`)).status).toBe(409)
    // 'retry all' of the consumers that still hold this event's letters: each refused again (still invalid)
    const rest = letters.filter((l) => l.id !== letter.id)
    if (rest.length > 0) {
      const all = await adminA.post('/api/admin/dead-letters/retry-all', { consumer: rest[0].consumer })
      expect(all.status).toBe(200)
      expect(all.body.failed).toBeGreaterThan(0)
    }
  }, 60_000)
})

describe('replays from the API', () => {
  it('reports monotonic progress and ends equal to live; a second replay meanwhile is refused on the other node', async () => {
    await seedRegistrations(3000)
    const before = await snapshot()
    // "Semua proyeksi": every projection in one pass over the log (the path of events:replay --all)
    const started = await adminA.post('/api/admin/replays', { all: true })
    expect(started.status).toBe(202)
    const id = started.body.id as string
    expect((await adminB.post('/api/admin/replays', { projection: ADMIN_USERS })).status).toBe(409)
    const seen: Array<{ processed: number; total: number }> = []
    const final = await eventually(
      async () => {
        const res = await adminB.get(`/api/admin/replays/${id}`)
        expect(res.status).toBe(200)
        seen.push(res.body)
        return res.body.state !== 'running' && res.body
      },
      60_000,
      50
    )
    expect(final).toMatchObject({ state: 'done', etaSeconds: 0 })
    expect(final.processed).toBe(final.total)
    expect(final.processed).toBeGreaterThanOrEqual(3000)
    for (let i = 1; i < seen.length; i++) expect(seen[i].processed).toBeGreaterThanOrEqual(seen[i - 1].processed)
    expect(seen.some((s) => s.processed > 0 && s.processed < final.total)).toBe(true)
    expect(await snapshot()).toEqual(before)
    const consumers = await adminA.get('/api/admin/consumers')
    expect(consumers.body.consumers.find((c: { consumer: string }) => c.consumer === ADMIN_USERS).state).not.toBe('replaying')
  }, 120_000)

  it('a cancelled replay leaves the projection consistent and live', async () => {
    const started = await adminB.post('/api/admin/replays', { projection: ADMIN_USERS })
    expect(started.status).toBe(202)
    const id = started.body.id as string
    await eventually(async () => (await adminA.get(`/api/admin/replays/${id}`)).body.processed > 0, 30_000, 20)
    // registered while live delivery of the projection is paused; the cancel does not wait for it
    // (a registration's scrypt on a busy machine outlasted the replay, which then ended 'done')
    const registering = new Client(nodeA.url).post('/api/register', patientPayload({ fullName: 'Pasien Saat Replay' }))
    expect((await adminA.delete(`/api/admin/replays/${id}`)).status).toBe(202)
    const during = await registering
    expect(during.status, during.text).toBe(201)
    const final = await eventually(async () => {
      const res = await adminA.get(`/api/admin/replays/${id}`)
      return res.body.state !== 'running' && res.body
    }, 60_000)
    expect(final.state).toBe('cancelled')
    const state = await sql.query(`SELECT replaying FROM consumer_state WHERE consumer = $1`, [ADMIN_USERS])
    expect(state.rows[0].replaying).toBe(false)
    const shadows = await sql.query(`SELECT count(*)::int AS n FROM pg_tables WHERE tablename LIKE 'rm\\_admin\\_user%\\_\\_shadow'`)
    expect(shadows.rows[0].n).toBe(0)
    // registered while live delivery was paused: projected once it resumes (it catches up on its own time)
    await eventually(
      async () => (await sql.query(`SELECT 1 FROM rm_admin_users WHERE user_id = $1`, [during.body.id])).rows.length === 1,
      20_000
    )
    const after = await new Client(nodeB.url).post('/api/register', patientPayload({ fullName: 'Pasien Setelah Batal' }))
    await eventually(
      async () => (await sql.query(`SELECT 1 FROM rm_admin_users WHERE user_id = $1`, [after.body.id])).rows.length === 1,
      20_000
    )
    // consistent: every account is in the list, and the seeded registrations are still there
    const missing = await sql.query(
      `SELECT count(*)::int AS n FROM users u WHERE NOT EXISTS (SELECT 1 FROM rm_admin_users r WHERE r.user_id = u.id)`
    )
    expect(missing.rows[0].n).toBe(0)
    const seeded = await sql.query(`SELECT count(*)::int AS n FROM rm_admin_users WHERE name = 'Pasien Seed'`)
    expect(seeded.rows[0].n).toBe(3000)
  }, 120_000)
})
