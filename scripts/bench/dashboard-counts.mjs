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
import { calendarWindow, percentile as pct, statements } from './dashboard-statements.mjs'

const ROUNDS = Number(process.env.BENCH_ROUNDS ?? 200)
const { env, stop } = await prepareDatabase()
const client = new pg.Client({ connectionString: env.DATABASE_URL })
await client.connect()
const { rows: viewers } = await client.query(`
  (SELECT provider_user_id AS user_id, 'PROVIDER' AS role, 'provider_user_id' AS col, count(*)::int AS n FROM rm_appointment_views
    GROUP BY provider_user_id ORDER BY n DESC LIMIT 1)
  UNION ALL
  (SELECT patient_user_id, 'PATIENT', 'patient_user_id', count(*)::int AS n FROM rm_appointment_views
    GROUP BY patient_user_id ORDER BY n ASC LIMIT 1)`)
const window = calendarWindow()

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
