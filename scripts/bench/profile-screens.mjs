/**
 * Where a bench scenario's time goes, statement by statement: the bench's own scenarios against
 * the production build on the seeded set, with PostgreSQL's pg_stat_statements reset before each
 * one and read after it, PostgreSQL's and the app's CPU per request (from /proc), and what the
 * database connections were doing (pg_stat_activity sampled every 100 ms: active, idle, waiting
 * on a lock…). Usage (after `npm run build` and `npm run seed:load`; the data set must have been
 * replayed once by `npm run bench`):
 *
 *   node scripts/bench/profile-screens.mjs health provider-dashboard patient-dashboard
 *
 * DATA_DIR (default .data/load) names the embedded PostgreSQL; this script loads pg_stat_statements
 * into it (ALTER SYSTEM, a restart) and takes it out again at the end, so the folder's next start
 * (e.g. `npm run bench`) runs without its overhead. PROFILE_PORT (3423)
 * is the app's port; CPU_PROF=<dir> runs the app with --cpu-prof into that folder; KAFKA_BROKERS
 * as for the bench. Prints one markdown section per scenario.
 */
import { readFileSync, readdirSync } from 'node:fs'
import os from 'node:os'
import path from 'node:path'
import { mkdtempSync } from 'node:fs'
import pg from 'pg'
import { startWithStatStatements } from './pg-stat-statements.mjs'
import { localAppKey } from '../lib/local-app-key.mjs'
import { SERVER_ENV, SERVER_NODE_FLAGS } from '../lib/run.mjs'
import { ace, root } from '../seed-load/database.mjs'
import { ensureK6 } from './k6.mjs'
import { cpuMs, startProcess, stopProcess, waitHttp } from './processes.mjs'
import { signIn } from './session.mjs'
import { httpScenarios } from './scenarios-http.mjs'
import { specialScenarios } from './scenarios-special.mjs'

const dataDir = process.env.DATA_DIR ?? path.join(root, '.data/load')
const port = process.env.PROFILE_PORT ?? '3423'
const scenarios = process.argv.slice(2)
if (scenarios.length === 0) scenarios.push('health', 'provider-dashboard')

/** CPU ms of every process of the PostgreSQL server (the postmaster and its backends). */
function postgresCpuMs() {
  const postmaster = Number(readFileSync(path.join(dataDir, 'postgres/postmaster.pid'), 'utf8').split('\n')[0])
  let total = cpuMs(postmaster)
  for (const entry of readdirSync('/proc')) {
    if (!/^\d+$/.test(entry)) continue
    try {
      const stat = readFileSync(`/proc/${entry}/stat`, 'utf8')
      const ppid = Number(stat.slice(stat.lastIndexOf(')') + 2).split(' ')[1])
      if (ppid === postmaster) total += cpuMs(Number(entry))
    } catch {
      // the process ended meanwhile
    }
  }
  return total
}

/** Samples pg_stat_activity of the app's connections until stopped: how many were doing what. */
function sampleActivity(url) {
  const client = new pg.Client({ connectionString: url })
  const counts = new Map()
  let samples = 0
  let running = true
  const done = (async () => {
    await client.connect()
    while (running) {
      const { rows } = await client.query(
        `SELECT state, coalesce(wait_event_type || ':' || wait_event, 'cpu') AS waiting, count(*)::int AS n
           FROM pg_stat_activity WHERE datname = current_database() AND backend_type = 'client backend' AND pid <> pg_backend_pid()
          GROUP BY 1, 2`
      )
      samples++
      for (const r of rows) {
        const key = r.state === 'active' ? `active (${r.waiting})` : r.state
        counts.set(key, (counts.get(key) ?? 0) + r.n)
      }
      await new Promise((resolve) => setTimeout(resolve, 100))
    }
    await client.end()
  })()
  return async () => {
    running = false
    await done
    return [...counts].map(([state, n]) => `${state} ${(n / samples).toFixed(1)}`).join(', ')
  }
}

async function statementsReport(client, requests) {
  const { rows } = await client.query(
    `SELECT calls, total_exec_time AS total, mean_exec_time AS mean, total_plan_time AS plan, rows, shared_blks_hit + shared_blks_read AS blocks, query
       FROM pg_stat_statements WHERE dbid = (SELECT oid FROM pg_database WHERE datname = current_database())
        AND query NOT ILIKE '%pg_stat_%' ORDER BY total_exec_time + total_plan_time DESC LIMIT 20`
  )
  const lines = ['| calls/req | mean ms | total ms | planning ms | blocks/call | statement |', '|---:|---:|---:|---:|---:|---|']
  for (const r of rows) {
    const text = r.query.replace(/\s+/g, ' ').slice(0, 220).replaceAll('|', '\\|')
    lines.push(
      `| ${(r.calls / requests).toFixed(2)} | ${r.mean.toFixed(3)} | ${r.total.toFixed(0)} | ${r.plan.toFixed(0)} | ${(r.blocks / r.calls).toFixed(1)} | \`${text}\` |`
    )
  }
  const sum = await client.query(
    `SELECT sum(calls)::int AS calls, sum(total_exec_time) AS total, sum(total_plan_time) AS plan FROM pg_stat_statements
      WHERE dbid = (SELECT oid FROM pg_database WHERE datname = current_database()) AND query NOT ILIKE '%pg_stat_%'`
  )
  return { table: lines.join('\n'), calls: sum.rows[0].calls, execMs: sum.rows[0].total, planMs: sum.rows[0].plan }
}

const { db, client, loaded } = await startWithStatStatements(dataDir, 54359)
await client.query('CREATE EXTENSION IF NOT EXISTS pg_stat_statements')
// planning is timed too: a statement planned on every call can cost more than it runs
await client.query('ALTER SYSTEM SET pg_stat_statements.track_planning = on')
await client.query('SELECT pg_reload_conf()')
const env = {
  ...process.env,
  HOST: '127.0.0.1',
  PORT: port,
  APP_KEY: process.env.APP_KEY ?? localAppKey(dataDir),
  DATA_DIR: dataDir,
  DATABASE_URL: db.url,
  LOG_LEVEL: 'warn',
}
if ((await ace({ ...env, NODE_ENV: process.env.NODE_ENV ?? 'development' }, ['migration:run', '--force'], { built: true })) !== 0)
  throw new Error('migration:run failed')
const tmp = mkdtempSync(path.join(os.tmpdir(), 'telerawat-profile-'))
const cpuProf = process.env.CPU_PROF ? ['--cpu-prof', `--cpu-prof-dir=${path.resolve(process.env.CPU_PROF)}`] : []
const server = startProcess(process.execPath, [...SERVER_NODE_FLAGS, ...cpuProf, path.join(root, 'build/server/bin/server.js')], {
  env: { ...SERVER_ENV, APP_URL: `http://127.0.0.1:${port}`, ...env, NODE_ENV: 'production', BENCH_ROUTES: '1' },
  cwd: root,
  logFile: path.join(tmp, 'server.log'),
})
const ctx = {
  k6: ensureK6(root),
  root,
  tmp,
  pg: client,
  base: `http://127.0.0.1:${port}`,
  serverPid: server.pid,
  duration: process.env.BENCH_DURATION ?? '15s',
  domain: 'beban.telerawat.id',
  password: process.env.SEED_LOAD_PASSWORD ?? 'BebanUji#2026',
  timezone: env.APP_TIMEZONE ?? 'Asia/Jakarta',
}
try {
  await waitHttp(`${ctx.base}/api/health`)
  ctx.sessions = {
    provider: await signIn(ctx.base, `dr.sibuk@${ctx.domain}`, ctx.password),
    patient: await signIn(ctx.base, `pasien0@${ctx.domain}`, ctx.password),
    admin: await signIn(ctx.base, `admin@${ctx.domain}`, ctx.password),
  }
  for (const name of scenarios) {
    await client.query('SELECT pg_stat_statements_reset()')
    const pgBefore = postgresCpuMs()
    const stopSampling = sampleActivity(db.url)
    const startedUs = process.hrtime.bigint() / 1000n
    const row = await (httpScenarios[name] ?? specialScenarios[name])(ctx)
    const endedUs = process.hrtime.bigint() / 1000n
    const activity = await stopSampling()
    const pgCpu = postgresCpuMs() - pgBefore
    const requests = row.metrics?.http_reqs?.values.count ?? 1
    const report = await statementsReport(client, requests)
    console.log(`\n### ${row.scenario}\n`)
    console.log(
      `${(row.rps ?? 0).toFixed(0)} req/s, p50 ${row.p50?.toFixed(1)} ms, p95 ${row.p95?.toFixed(1)} ms; ${requests} requests; ` +
        `app CPU ${row.cpuMsPerReq?.toFixed(2)} ms/req, PostgreSQL CPU ${(pgCpu / requests).toFixed(2)} ms/req; ` +
        `${(report.calls / requests).toFixed(1)} statements/req, ${(report.execMs / requests).toFixed(2)} ms of execution/req, ${(report.planMs / requests).toFixed(2)} ms of planning/req; ` +
        `load ${os.loadavg()[0].toFixed(1)}. ${row.note ?? ''}\n\nConnections (mean per sample): ${activity}\n\n` +
        `Monotonic clock window (µs, as a --cpu-prof profile's startTime): ${startedUs}–${endedUs}\n`
    )
    console.log(report.table)
  }
} finally {
  await stopProcess(server, 15_000)
  // the bench measures this folder too: its next start must not pay for the statistics
  await client.query('ALTER SYSTEM RESET pg_stat_statements.track_planning')
  if (loaded) await client.query('ALTER SYSTEM RESET shared_preload_libraries')
  await client.end()
  await db.stop()
}
