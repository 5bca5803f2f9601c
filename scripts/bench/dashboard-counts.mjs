/**
 * `node scripts/bench/dashboard-counts.mjs`: the dashboard overview's figures, side by side in
 * one run on the seeded data set (`npm run seed:load`, embedded PostgreSQL under .data/load or
 * DATABASE_URL): the counting query before issue 23 (six index range counts over the viewer's
 * whole history) against the one the overview runs now (the status counts as one row of
 * rm_appointment_counts, the calendar figures as three bounded ranges), for the busy provider
 * (10,000 appointments) and for a patient with few, interleaved so both meet the same load.
 * Prints p50/p95 per statement and the plans (EXPLAIN ANALYZE, BUFFERS). BENCH_ROUNDS (200).
 */
import pg from 'pg'
import { prepareDatabase } from '../seed-load/database.mjs'

const ROUNDS = Number(process.env.BENCH_ROUNDS ?? 200)
const range = (column, where) => `(SELECT count(*) FROM rm_appointment_views v WHERE v.${column} = $1 AND ${where})::int`
const calendar = (column) => `${range(column, `status = 'SCHEDULED' AND scheduled_at >= $2 AND scheduled_at < $3`)} AS today,
    ${range(column, `status IN ('SCHEDULED', 'COMPLETED') AND scheduled_at >= $4 AND scheduled_at < $5`)} AS this_week,
    ${range(column, `status = 'SCHEDULED' AND scheduled_at > $6`)} AS upcoming`
const statements = {
  'before: six range counts': (column) => `SELECT ${range(column, `status = 'SCHEDULED'`)} AS scheduled,
    ${range(column, `status = 'COMPLETED'`)} AS completed, ${range(column, `status = 'CANCELLED'`)} AS cancelled,
    ${calendar(column)}, $7::text AS role`,
  'now: counters row + three calendar ranges': (column) => `SELECT ${calendar(column)}, c.scheduled, c.completed, c.cancelled
    FROM (SELECT 1) one LEFT JOIN rm_appointment_counts c ON c.user_id = $1 AND c.role = $7`,
}

const { env, stop } = await prepareDatabase()
const client = new pg.Client({ connectionString: env.DATABASE_URL })
await client.connect()
const { rows: viewers } = await client.query(`
  (SELECT provider_user_id AS user_id, 'PROVIDER' AS role, 'provider_user_id' AS col, count(*)::int AS n FROM rm_appointment_views
    GROUP BY provider_user_id ORDER BY n DESC LIMIT 1)
  UNION ALL
  (SELECT patient_user_id, 'PATIENT', 'patient_user_id', count(*)::int AS n FROM rm_appointment_views
    GROUP BY patient_user_id ORDER BY n ASC LIMIT 1)`)
const day = 86_400_000
const now = Date.now()
const window = [
  new Date(now - (now % day)),
  new Date(now - (now % day) + day),
  new Date(now - 3 * day),
  new Date(now + 4 * day),
  new Date(now),
]

const timings = new Map()
for (let round = 0; round < ROUNDS; round++) {
  for (const viewer of viewers) {
    for (const [name, sql] of Object.entries(statements)) {
      const t0 = process.hrtime.bigint()
      await client.query(sql(viewer.col), [viewer.user_id, ...window, viewer.role])
      const key = `${name} | ${viewer.role.toLowerCase()} with ${viewer.n} appointments`
      timings.set(key, [...(timings.get(key) ?? []), Number(process.hrtime.bigint() - t0) / 1e6])
    }
  }
}
const pct = (list, p) => [...list].sort((a, b) => a - b)[Math.min(list.length - 1, Math.floor((p / 100) * list.length))]
console.log(`| statement | viewer | p50 ms | p95 ms |\n|---|---|---:|---:|`)
for (const [key, list] of timings) {
  const [name, viewer] = key.split(' | ')
  console.log(`| ${name} | ${viewer} | ${pct(list, 50).toFixed(2)} | ${pct(list, 95).toFixed(2)} |`)
}
for (const viewer of viewers) {
  for (const [name, sql] of Object.entries(statements)) {
    const { rows } = await client.query(`EXPLAIN (ANALYZE, BUFFERS, COSTS OFF) ${sql(viewer.col)}`, [
      viewer.user_id,
      ...window,
      viewer.role,
    ])
    console.log(
      `\n-- ${name}, ${viewer.role.toLowerCase()} with ${viewer.n} appointments\n${rows.map((r) => r['QUERY PLAN']).join('\n')}`
    )
  }
}
await client.end()
await stop()
