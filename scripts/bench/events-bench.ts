/**
 * Event backbone benchmark (not a test): boots the real app against BENCH database settings and
 * prints throughput outbox -> transport -> projection, commit -> socket push latency, and replay
 * speed. Run through scripts/bench/events.mjs, which prepares a throwaway database.
 */
import { randomUUID } from 'node:crypto'
import { performance } from 'node:perf_hooks'
import { bootApp } from '../../server/tests/helpers/app.mjs'
import { connectSocket } from '../../server/tests/helpers/socket.js'

const THROUGHPUT_EVENTS = Number(process.env.BENCH_EVENTS ?? 5000)
const LATENCY_SAMPLES = Number(process.env.BENCH_LATENCY_SAMPLES ?? 200)
const REPLAY_EVENTS = Number(process.env.BENCH_REPLAY_EVENTS ?? 100_000)

const server = await bootApp()
const { appendEvents } = await server.import('#events/outbox')
const { replayConsumer } = await server.import('#events/replay')
// Absent in older checkouts (the bench is also run against them for before/after figures).
const { stageTimings, resetStageTimings } = await server
  .import('#events/stage-timing')
  .catch(() => ({ stageTimings: () => ({}), resetStageTimings: () => {} }))
const { UserRegisteredV1 } = await server.import('#events/identity/user-registered')
const system = await server.events()
const transport = system.transport.name
const db = server.db

function registered(i: number) {
  const userId = randomUUID()
  return UserRegisteredV1.create(userId, {
    userId,
    email: `bench.${i}.${userId.slice(0, 8)}@contoh.id`,
    role: i % 5 === 0 ? 'PROVIDER' : 'PATIENT',
    status: 'ACTIVE',
    name: `Pengguna Bench ${i}`,
    profileId: null,
    createdAt: new Date().toISOString(),
  })
}

async function inboxCount() {
  const { rows } = await db.rawQuery(`SELECT count(*)::int AS n FROM consumer_inbox WHERE consumer = 'identity.admin-users'`)
  return rows[0].n as number
}

async function waitFor(probe: () => Promise<boolean>, timeoutMs: number) {
  const deadline = Date.now() + timeoutMs
  while (!(await probe())) {
    if (Date.now() > deadline) throw new Error('benchmark timed out')
    await new Promise((r) => setTimeout(r, 10))
  }
}

function percentile(sorted: number[], p: number) {
  return sorted[Math.min(sorted.length - 1, Math.floor((p / 100) * sorted.length))]
}

// 1. Throughput: commits of 100 events each, until the projection applied all of them.
const since = () => +(performance.now() / 1000).toFixed(2) // seconds since process start (the profile's clock)
const stages: Record<string, number[]> = {}
const startInbox = await inboxCount()
resetStageTimings()
const t0 = performance.now()
for (let i = 0; i < THROUGHPUT_EVENTS; i += 100) {
  await db.transaction((trx: any) =>
    appendEvents(
      trx,
      Array.from({ length: Math.min(100, THROUGHPUT_EVENTS - i) }, (_, k) => registered(i + k))
    )
  )
}
const committed = performance.now()
await waitFor(async () => (await inboxCount()) - startInbox >= THROUGHPUT_EVENTS, 600_000)
const throughputSeconds = (performance.now() - t0) / 1000
stages.throughput = [+(t0 / 1000).toFixed(2), since()]
const throughputStages = stageTimings()

// 2. Latency: one event per commit, commit -> 'user.changed' on an admin socket.
const adminId = randomUUID()
await db.table('users').insert({ id: adminId, email: `bench.admin.${adminId}@contoh.id`, password: 'x', role: 'ADMIN' })
const { Client } = await import('../../server/tests/helpers/http-client.js')
const hash = await (await server.import('@adonisjs/core/services/hash')).default.make('BenchRahasia1')
await db.from('users').where('id', adminId).update({ password: hash })
const admin = new Client(server.url)
await admin.post('/api/login', { email: `bench.admin.${adminId}@contoh.id`, password: 'BenchRahasia1' })
const socket = await connectSocket(server.url, admin.cookieHeader)
const waiting = new Map<string, (t: number) => void>()
socket.on('user.changed', (push: { userId: string }) => waiting.get(push.userId)?.(performance.now()))
const latencies: number[] = []
const latencyStart = since()
resetStageTimings()
for (let i = 0; i < LATENCY_SAMPLES; i++) {
  const event = registered(THROUGHPUT_EVENTS + i)
  const pushed = new Promise<number>((resolve) => waiting.set(event.aggregateId, resolve))
  let commitAt = 0
  await db.transaction(async (trx: any) => {
    await appendEvents(trx, [event])
  })
  commitAt = performance.now()
  latencies.push((await pushed) - commitAt)
  waiting.delete(event.aggregateId)
}
socket.close()
stages.latency = [latencyStart, since()]
const latencyStages = stageTimings()
latencies.sort((a, b) => a - b)

// 3. Replay over REPLAY_EVENTS events (inserted directly, already published).
await db.rawQuery(
  `INSERT INTO event_log (id, type, version, module, aggregate_type, aggregate_id, payload, published_at)
   SELECT gen_random_uuid(), 'UserRegistered', 1, 'identity', 'user', u.id::text,
          jsonb_build_object('userId', u.id, 'email', 'replay.' || g || '@contoh.id', 'role', 'PATIENT', 'status', 'ACTIVE',
                             'name', 'Pengguna Replay ' || g, 'profileId', null, 'createdAt', now()),
          now()
   FROM generate_series(1, ?) g, LATERAL (SELECT gen_random_uuid() AS id) u`,
  [REPLAY_EVENTS]
)
const { rows: total } = await db.rawQuery(`SELECT count(*)::int AS n FROM event_log WHERE module = 'identity'`)
const projection = system.consumers.find((c: { name: string }) => c.name === 'identity.admin-users')
const replayStart = since()
resetStageTimings()
const replay = await replayConsumer(db, system.runtime, projection, { batchSize: Number(process.env.BENCH_REPLAY_BATCH ?? 10_000) })

stages.replay = [replayStart, since()]
const replayStages = stageTimings()
const result = {
  transport,
  stages,
  stageTimings: { throughput: throughputStages, latency: latencyStages, replay: replayStages },
  throughput: {
    events: THROUGHPUT_EVENTS,
    commitSeconds: +((committed - t0) / 1000).toFixed(2),
    endToEndSeconds: +throughputSeconds.toFixed(2),
    eventsPerSecond: Math.round(THROUGHPUT_EVENTS / throughputSeconds),
  },
  commitToPushMs: {
    samples: latencies.length,
    p50: +percentile(latencies, 50).toFixed(1),
    p99: +percentile(latencies, 99).toFixed(1),
    max: +latencies[latencies.length - 1].toFixed(1),
  },
  replay: {
    events: total[0].n,
    seconds: +replay.seconds.toFixed(2),
    eventsPerSecond: Math.round(replay.processed / replay.seconds),
  },
}
console.log(`BENCH_RESULT ${JSON.stringify(result)}`)
await server.stop()
process.exit(0)
