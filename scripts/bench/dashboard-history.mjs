/**
 * `node scripts/bench/dashboard-history.mjs`: the dashboard overview's counting statement (issue 23
 * item 1) for providers whose only difference is their history: 100 and 100,000 past
 * appointments (BENCH_HISTORY=100,100000), each with the same 20 upcoming ones. Timings (p50/p95
 * over BENCH_ROUNDS, default 200, interleaved) and EXPLAIN (ANALYZE, BUFFERS) for the statement
 * the overview runs now and the one before issue 23.
 *
 * Runs on any seeded set (`npm run seed:load`; SEED_LOAD_SIZE=small is enough): the synthetic
 * providers' rows are copies of one rm_appointment_views row (jsonb_populate_record, so new
 * columns come along), committed and vacuumed like a live table's, and deleted at the end (and at
 * the start, should an earlier run have died). Their user ids are outside any real range.
 */
import pg from 'pg'
import { prepareDatabase } from '../seed-load/database.mjs'
import { calendarWindow, percentile, statements } from './dashboard-statements.mjs'

const ROUNDS = Number(process.env.BENCH_ROUNDS ?? 200)
const HISTORIES = (process.env.BENCH_HISTORY ?? '100,100000').split(',').map(Number)
const UPCOMING = 20
const syntheticId = (i) => `00000000-0000-4000-8000-${String(i + 1).padStart(12, '0')}`
const viewers = HISTORIES.map((n, i) => ({ userId: syntheticId(i), n }))

const { env, stop } = await prepareDatabase()
const client = new pg.Client({ connectionString: env.DATABASE_URL })
await client.connect()

async function removeSynthetic() {
  const ids = HISTORIES.map((_, i) => syntheticId(i))
  await client.query(`DELETE FROM rm_appointment_views WHERE provider_user_id = ANY($1::uuid[])`, [ids])
  await client.query(`DELETE FROM rm_appointment_counts WHERE user_id = ANY($1::uuid[])`, [ids])
}

/** `history` past appointments (70 % completed, 30 % cancelled, one every 30 min back) and UPCOMING scheduled ones. */
async function addProvider(userId, history) {
  await client.query(
    `INSERT INTO rm_appointment_views
     SELECT (jsonb_populate_record(t, jsonb_build_object('id', gen_random_uuid(), 'provider_user_id', $1::uuid,
       'scheduled_at', CASE WHEN g <= ${UPCOMING} THEN now() + g * interval '1 day'
                            ELSE now() - interval '1 day' - g * interval '30 minutes' END,
       'status', CASE WHEN g <= ${UPCOMING} THEN 'SCHEDULED' WHEN g % 10 < 7 THEN 'COMPLETED' ELSE 'CANCELLED' END))).*
     FROM generate_series(1, $2::int + ${UPCOMING}) g, (SELECT * FROM rm_appointment_views LIMIT 1) t`,
    [userId, history]
  )
  await client.query(
    `INSERT INTO rm_appointment_counts (user_id, role, scheduled, completed, cancelled)
     SELECT $1::uuid, 'PROVIDER', count(*) FILTER (WHERE status = 'SCHEDULED'), count(*) FILTER (WHERE status = 'COMPLETED'),
            count(*) FILTER (WHERE status = 'CANCELLED')
       FROM rm_appointment_views WHERE provider_user_id = $1`,
    [userId]
  )
}

try {
  const { rows } = await client.query('SELECT count(*)::int AS n FROM rm_appointment_views')
  if (rows[0].n === 0) throw new Error('rm_appointment_views is empty: run `npm run seed:load` first')
  await removeSynthetic()
  for (const viewer of viewers) await addProvider(viewer.userId, viewer.n)
  // as a live table would be: statistics current, visibility map set (index-only scans)
  await client.query('VACUUM ANALYZE rm_appointment_views')
  await client.query('VACUUM ANALYZE rm_appointment_counts')

  const window = calendarWindow()
  const params = (viewer) => [viewer.userId, ...window, 'PROVIDER']
  const timings = new Map()
  for (let round = 0; round < ROUNDS; round++) {
    for (const viewer of viewers) {
      for (const [name, sql] of Object.entries(statements)) {
        const t0 = process.hrtime.bigint()
        await client.query(sql('provider_user_id'), params(viewer))
        const key = `${name} | ${viewer.n} past + ${UPCOMING} upcoming`
        timings.set(key, [...(timings.get(key) ?? []), Number(process.hrtime.bigint() - t0) / 1e6])
      }
    }
  }
  const plans = []
  for (const viewer of viewers) {
    for (const [name, sql] of Object.entries(statements)) {
      const { rows: plan } = await client.query(`EXPLAIN (ANALYZE, BUFFERS, COSTS OFF) ${sql('provider_user_id')}`, params(viewer))
      const lines = plan.map((r) => r['QUERY PLAN'])
      const execution = lines.find((l) => l.startsWith('Execution Time'))?.replace('Execution Time: ', '')
      const buffers = /shared hit=(\d+)(?: read=(\d+))?/.exec(lines.find((l) => l.includes('Buffers')) ?? '')
      plans.push({ key: `${name} | ${viewer.n} past + ${UPCOMING} upcoming`, lines, execution, buffers })
    }
  }
  console.log(
    `| statement | provider | p50 / p95 ms (n=${ROUNDS}) | execution (EXPLAIN ANALYZE) | buffers |\n|---|---|---:|---:|---:|`
  )
  for (const plan of plans) {
    const list = timings.get(plan.key)
    const [name, viewer] = plan.key.split(' | ')
    const buffers = plan.buffers ? Number(plan.buffers[1]) + Number(plan.buffers[2] ?? 0) : ''
    console.log(
      `| ${name} | ${viewer} | ${percentile(list, 50).toFixed(2)} / ${percentile(list, 95).toFixed(2)} | ${plan.execution} | ${buffers} |`
    )
  }
  for (const plan of plans) console.log(`\n-- ${plan.key.replace(' | ', ', provider with ')}\n${plan.lines.join('\n')}`)
} finally {
  await removeSynthetic()
  await client.end()
  await stop()
}
