/**
 * `node scripts/bench/overview-scale.mjs`: the provider dashboard's statements (the overview's
 * counts, next five and latest five; the SQL appointment-overview.ts and appointment-item.ts send)
 * for a provider with 100 appointments and for one with 100,000, on the same database: plans
 * (EXPLAIN ANALYZE, BUFFERS) and client timings, so "no request's cost depends on how much
 * history its user has" is measured, not argued. Both providers have the same 20 upcoming
 * appointments (two today); the rest is history (¾ COMPLETED, ¼ CANCELLED), with their
 * rm_appointment_counts row as the projection keeps it. The synthetic rows are deleted at the end.
 * DATABASE_URL, else the embedded PostgreSQL of `npm run seed:load` (DATA_DIR, .data/load).
 * BENCH_ROUNDS (200) timings per statement, interleaved.
 */
import { randomUUID } from 'node:crypto'
import pg from 'pg'
import { prepareDatabase } from '../seed-load/database.mjs'

const ROUNDS = Number(process.env.BENCH_ROUNDS ?? 200)
const SIZES = [100, 100_000]
const UPCOMING = 20
const DAY = 86_400_000
const zoneOffsetMs = 7 * 3600_000 // Asia/Jakarta, no daylight saving

// the overview's statements, as sent (knex turns ? into $n): appointment-overview.ts and appointment-item.ts
// the viewer's own name is uncorrelated ($1, the provider): looked up once per statement
const name = (user, snapshot) =>
  `COALESCE(NULLIF((SELECT p.name FROM rm_appointment_people p WHERE p.user_id = ${user}), ''), v.${snapshot}) AS ${snapshot}`
const ROWS = `select "v".*, ${name('v.patient_user_id', 'patient_name')}, ${name('$1', 'provider_name')},
  to_char(v.scheduled_at AT TIME ZONE 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.US"Z"') AS sort_at from "rm_appointment_views" as "v"`
const count = (n, where) => `(SELECT count(*) FROM rm_appointment_views v WHERE v.provider_user_id = $${n} AND ${where})::int`
const STATEMENTS = {
  counts: {
    sql: `SELECT ${count(1, `status = 'SCHEDULED' AND scheduled_at >= $2 AND scheduled_at < $3`)} AS today,
      ${count(4, `status IN ('SCHEDULED', 'COMPLETED') AND scheduled_at >= $5 AND scheduled_at < $6`)} AS this_week,
      ${count(7, `status = 'SCHEDULED' AND scheduled_at > $8`)} AS upcoming,
      c.scheduled, c.completed, c.cancelled
      FROM (SELECT 1) one LEFT JOIN rm_appointment_counts c ON c.user_id = $9 AND c.role = $10`,
    params: (p, w) => [p, w.todayStart, w.tomorrowStart, p, w.weekStart, w.weekEnd, p, w.upcomingAfter, p, 'PROVIDER'],
  },
  'next five': {
    sql: `${ROWS} where "v"."provider_user_id" = $1 and "v"."status" = $2 and "v"."scheduled_at" > $3 order by "v"."scheduled_at" asc, "v"."id" asc limit $4`,
    params: (p, w) => [p, 'SCHEDULED', w.upcomingAfter, 5],
  },
  'latest five': {
    sql: `${ROWS} where "v"."provider_user_id" = $1 order by "v"."scheduled_at" desc, "v"."id" desc limit $2`,
    params: (p) => [p, 5],
  },
}

function clinicWindow(now) {
  const local = new Date(now + zoneOffsetMs)
  const todayStart = Date.UTC(local.getUTCFullYear(), local.getUTCMonth(), local.getUTCDate()) - zoneOffsetMs
  const weekStart = todayStart - ((local.getUTCDay() + 6) % 7) * DAY
  return {
    todayStart: new Date(todayStart),
    tomorrowStart: new Date(todayStart + DAY),
    weekStart: new Date(weekStart),
    weekEnd: new Date(weekStart + 7 * DAY),
    upcomingAfter: new Date(now - 30 * 60_000),
  }
}

/** A provider with `size` appointments: UPCOMING from today 09:00 on (two a day), the rest in the past (20 a day). */
async function seedProvider(client, size) {
  const provider = randomUUID()
  const past = size - UPCOMING
  const today9 = clinicWindow(Date.now()).todayStart.getTime() + 9 * 3600_000
  await client.query(
    `INSERT INTO rm_appointment_views (id, patient_id, patient_user_id, patient_name, provider_id, provider_user_id, provider_name,
       provider_role, scheduled_at, duration_minutes, status, meet_link, reason, consultation_fee, created_at, updated_at, last_position)
     SELECT gen_random_uuid(), gen_random_uuid(), gen_random_uuid(), 'Pasien ' || g, $1, $1, 'dr. Skala', 'DOKTER',
            CASE WHEN g < $3::int THEN to_timestamp(($4::bigint - (g::bigint / 20 + 1) * 86400000 + (g % 20) * 1200000) / 1000.0)
                 ELSE to_timestamp(($4::bigint + ((g - $3::int)::bigint / 2) * 86400000 + ((g - $3::int) % 2) * 5400000) / 1000.0) END,
            30, CASE WHEN g >= $3::int THEN 'SCHEDULED' WHEN g % 4 = 0 THEN 'CANCELLED' ELSE 'COMPLETED' END,
            'https://meet.example/x', 'Konsultasi umum', 100000, now(), now(), 0
       FROM generate_series(0, $2::int - 1) g`,
    [provider, size, past, today9]
  )
  await client.query(
    `INSERT INTO rm_appointment_counts (user_id, role, scheduled, completed, cancelled)
     SELECT provider_user_id, 'PROVIDER', count(*) FILTER (WHERE status = 'SCHEDULED'), count(*) FILTER (WHERE status = 'COMPLETED'),
            count(*) FILTER (WHERE status = 'CANCELLED') FROM rm_appointment_views WHERE provider_user_id = $1 GROUP BY 1`,
    [provider]
  )
  return provider
}

const db = process.env.DATABASE_URL ? null : await prepareDatabase()
const client = new pg.Client({ connectionString: process.env.DATABASE_URL ?? db.env.DATABASE_URL })
await client.connect()
const providers = []
try {
  for (const size of SIZES) providers.push({ size, id: await seedProvider(client, size) })
  await client.query('VACUUM ANALYZE rm_appointment_views')
  await client.query('VACUUM ANALYZE rm_appointment_counts')
  const w = clinicWindow(Date.now())
  const timings = new Map()
  for (let round = 0; round < ROUNDS; round++) {
    for (const p of providers) {
      for (const [label, s] of Object.entries(STATEMENTS)) {
        const t0 = process.hrtime.bigint()
        await client.query(s.sql, s.params(p.id, w))
        const key = `${label} | ${p.size.toLocaleString('en')} appointments`
        timings.set(key, [...(timings.get(key) ?? []), Number(process.hrtime.bigint() - t0) / 1e6])
      }
    }
  }
  const pct = (list, q) => [...list].sort((a, b) => a - b)[Math.min(list.length - 1, Math.floor((q / 100) * list.length))]
  const plans = []
  console.log('| statement | provider with | server execution ms | buffers | client p50 / p95 ms |\n|---|---|---:|---:|---:|')
  for (const p of providers) {
    for (const [label, s] of Object.entries(STATEMENTS)) {
      const { rows } = await client.query(`EXPLAIN (ANALYZE, BUFFERS, COSTS OFF) ${s.sql}`, s.params(p.id, w))
      const plan = rows.map((r) => r['QUERY PLAN']).join('\n')
      const exec = /Execution Time: ([\d.]+)/.exec(plan)?.[1]
      const buffers = /Buffers: shared hit=(\d+)(?: read=(\d+))?/.exec(plan)
      const list = timings.get(`${label} | ${p.size.toLocaleString('en')} appointments`)
      console.log(
        `| ${label} | ${p.size.toLocaleString('en')} appointments | ${exec} | ${Number(buffers?.[1] ?? 0) + Number(buffers?.[2] ?? 0)} | ${pct(list, 50).toFixed(2)} / ${pct(list, 95).toFixed(2)} |`
      )
      plans.push(`-- ${label}, provider with ${p.size} appointments\n${plan}`)
    }
  }
  console.log(`\n\`\`\`\n${plans.join('\n\n')}\n\`\`\``)
} finally {
  for (const p of providers) {
    await client.query('DELETE FROM rm_appointment_views WHERE provider_user_id = $1', [p.id])
    await client.query('DELETE FROM rm_appointment_counts WHERE user_id = $1', [p.id])
  }
  await client.end()
  await db?.stop()
}
