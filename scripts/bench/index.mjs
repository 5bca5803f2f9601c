/**
 * `npm run bench`: k6 (built if missing), the production build, the seeded clinic-scale data
 * set, the production server beside a bare node:http server, every scenario, ONE table (also
 * written to docs/perf/bench.md). BENCH_ONLY=health,user runs a subset; BENCH_SKIP_BUILD=1
 * reuses build/; BENCH_DURATION (default 15s) bounds each load scenario. BENCH_SMOKE=1: every
 * scenario briefly (2 s of load, 5 booking rounds, 200 sockets held 2 s, 20 timed pushes), to prove
 * each still passes its checks — figures from a smoke run mean nothing. BENCH_FROM_SOURCE=1 runs
 * the sources (ts-node) instead of a production build; BENCH_PORT (3400) is the app's port, the
 * bare server's the next one; BENCH_RESULT_FILE receives every scenario's outcome as JSON (the
 * smoke in `npm test` reads it: scripts/lib/bench-smoke.mjs).
 */
import { existsSync, mkdtempSync, writeFileSync } from 'node:fs'
import { execSync } from 'node:child_process'
import os from 'node:os'
import path from 'node:path'
import pg from 'pg'
import { prepareDatabase, root, seed } from '../seed-load/database.mjs'
import { run, SERVER_ENV, SERVER_NODE_FLAGS, TS_NODE } from '../lib/run.mjs'
import { buildClient, clientIsStale } from '../lib/build-client.mjs'
import { ensureK6 } from './k6.mjs'
import { startProcess, stopAll, stopProcess, waitHttp } from './processes.mjs'
import { signIn } from './session.mjs'
import { httpScenarios } from './scenarios-http.mjs'
import { specialScenarios } from './scenarios-special.mjs'
import { replayScenario } from './replay.mjs'
import { formatTable, writeReport } from './report.mjs'
import { SCENARIOS } from './scenario-order.mjs'

const smoke = process.env.BENCH_SMOKE === '1'
if (smoke) {
  process.env.BENCH_DURATION ??= '2s'
  process.env.BENCH_BOOKING_ROUNDS ??= '5'
  process.env.BENCH_SOCKETS ??= '200'
  process.env.BENCH_PUSHES_PER_VU ??= '4'
  process.env.BENCH_SOCKETS_HOLD_MS ??= '2000'
  process.env.BENCH_PAGING_VUS ??= '10'
}
const fromSource = process.env.BENCH_FROM_SOURCE === '1'
const port = Number(process.env.BENCH_PORT ?? 3400)
const only = process.env.BENCH_ONLY?.split(',')
  .map((s) => s.trim())
  .filter(Boolean)
const chosen = SCENARIOS.filter((name) => !only || only.includes(name))
const started = new Date()
const log = (msg) => console.log(`[bench] ${msg}`)

const k6 = ensureK6(root)
if (fromSource && clientIsStale(root)) {
  log('client/dist is missing or older than client/src: vite build (landing-js reads it)')
  if ((await buildClient(root)) !== 0) process.exit(1)
} else if (!fromSource && process.env.BENCH_SKIP_BUILD !== '1') {
  log('npm run build')
  const code = await run(process.execPath, ['scripts/build.mjs'], { cwd: root })
  if (code !== 0 && !existsSync(path.join(root, 'build/server/bin/server.js'))) process.exit(code)
  if (code !== 0) log(`build exited ${code} (type errors?) but emitted build/; going on with it`)
}

/** Every scenario that ran, passed or not, by its name in scenario-order.mjs (BENCH_RESULT_FILE). */
const outcomes = []
const record = (scenario, error) =>
  outcomes.push(error ? { scenario, ok: false, message: error.message ?? String(error) } : { scenario, ok: true })
const writeOutcomes = () => process.env.BENCH_RESULT_FILE && writeFileSync(process.env.BENCH_RESULT_FILE, JSON.stringify({ outcomes }))

const { env, dataDir, stop } = await prepareDatabase({ port: String(port) })
// Stopped from outside (the smoke's hard timeout): the server and the other detached children go too.
for (const signal of ['SIGTERM', 'SIGINT']) {
  process.once(signal, async () => {
    log(`${signal}: stopping the server and the bare server`)
    writeOutcomes()
    await stopAll()
    await stop()
    process.exit(1)
  })
}
if ((await seed(env)) !== 0) {
  await stop()
  process.exit(1)
}
const pgClient = new pg.Client({ connectionString: env.DATABASE_URL })
await pgClient.connect()

const rows = []
/** Scenarios whose checks failed: no figures row, named at the end, and the bench exits 1. */
const failures = []
const tmp = mkdtempSync(path.join(os.tmpdir(), 'telerawat-bench-'))
// Replay first: it also builds the read models the HTTP scenarios read (once per seeded set).
try {
  // a smoke run replays only when the read models were never built (the timed replay takes minutes)
  const replay = await replayScenario({ env, pg: pgClient, timed: chosen.includes('replay') && !smoke, log, fromSource })
  if (replay) {
    rows.push(replay)
    record('replay')
  }
} catch (error) {
  failures.push({ scenario: 'replay', message: String(error.message ?? error) })
  record('replay', failures.at(-1))
}

const serverEnv = {
  ...SERVER_ENV,
  APP_URL: `http://127.0.0.1:${env.PORT}`,
  ...env,
  NODE_ENV: 'production',
  BENCH_ROUTES: '1',
  LOG_LEVEL: 'warn',
}
const serverArgs = fromSource ? [...TS_NODE, path.join(root, 'server/bin/server.ts')] : [path.join(root, 'build/server/bin/server.js')]
const server = startProcess(process.execPath, [...SERVER_NODE_FLAGS, ...serverArgs], {
  env: serverEnv,
  cwd: root,
  logFile: path.join(dataDir, 'bench-server.log'),
})
const bare = startProcess(process.execPath, [path.join(root, 'scripts/bench/bare-server.mjs')], {
  env: { ...process.env, PORT: String(port + 1) },
  cwd: root,
  logFile: path.join(tmp, 'bare.log'),
})
const ctx = {
  k6,
  root,
  tmp,
  pg: pgClient,
  base: `http://127.0.0.1:${port}`,
  bareBase: `http://127.0.0.1:${port + 1}`,
  serverPid: server.pid,
  barePid: bare.pid,
  duration: process.env.BENCH_DURATION ?? '15s',
  signInVus: 20,
  domain: 'beban.telerawat.id',
  password: process.env.SEED_LOAD_PASSWORD ?? 'BebanUji#2026',
  timezone: env.APP_TIMEZONE ?? 'Asia/Jakarta',
}
try {
  log('server start and sign-in')
  try {
    // the sources compile on the way up (ts-node): a slower start than the build's
    await waitHttp(`${ctx.base}/api/health`, fromSource ? 120_000 : 60_000)
    await waitHttp(`${ctx.bareBase}/`)
    ctx.sessions = {
      provider: await signIn(ctx.base, `dr.sibuk@${ctx.domain}`, ctx.password),
      patient: await signIn(ctx.base, `pasien0@${ctx.domain}`, ctx.password),
      admin: await signIn(ctx.base, `admin@${ctx.domain}`, ctx.password),
    }
    const { rows: patients } = await pgClient.query(`SELECT count(*)::int AS n FROM users WHERE email LIKE 'pasien%'`)
    ctx.patients = patients[0].n
  } catch (error) {
    const message = `${String(error.message ?? error).slice(0, 300)} (see ${path.join(dataDir, 'bench-server.log')})`
    failures.push({ scenario: 'server start and sign-in', message })
    record('server start and sign-in', failures.at(-1))
    throw error
  }
  for (const name of chosen.filter((n) => n !== 'replay')) {
    log(`scenario ${name}`)
    const scenario = httpScenarios[name] ?? specialScenarios[name]
    try {
      rows.push(await scenario(ctx))
      record(name)
    } catch (error) {
      const message = String(error.message ?? error)
        .split('\n')[0]
        .slice(0, 300)
      log(`scenario ${name} FAILED: ${message}`)
      failures.push({ scenario: name, message })
      record(name, failures.at(-1))
    }
  }
} catch (error) {
  log(`FAILED before the scenarios: ${error.message ?? error}`)
} finally {
  writeOutcomes()
  await stopProcess(server)
  await stopProcess(bare)
  await pgClient.end()
  await stop()
}

const transport = process.env.KAFKA_BROKERS ? `Kafka (${process.env.KAFKA_BROKERS})` : 'in-process'
const table = formatTable(rows, transport)
console.log(`\n${table}\n`)
const failed = failures.map((f) => `- **${f.scenario} FAILED**: ${f.message}`).join('\n')
if (failures.length) console.error(`[bench] ${failures.length} scenario(s) failed (no figures for them):\n${failed}`)
const commit = execSync('git rev-parse --short HEAD', { cwd: root, encoding: 'utf8' }).trim()
const command = `${smoke ? 'BENCH_SMOKE=1 ' : ''}${only ? `BENCH_ONLY=${only.join(',')} ` : ''}npm run bench`
const setup = `Load average at the end ${os
  .loadavg()
  .map((l) => l.toFixed(1))
  .join(
    ' / '
  )} on ${os.cpus().length} cores (other work shares them: req/s are floors; CPU ms/req is the steadier figure). Seeded set in ${path.relative(root, dataDir) || dataDir}; k6 ${path.basename(k6)}; ${ctx.duration} per load scenario, 50 VUs unless the row says.`
const reportFile = smoke
  ? path.join(dataDir, 'bench-smoke.md')
  : only
    ? path.join(dataDir, 'bench-subset.md')
    : path.join(root, 'docs/perf/bench.md')
log(
  `table written to ${path.relative(root, writeReport(reportFile, { table, failed, command, commit, started, seconds: (Date.now() - started) / 1000, setup }))}`
)
process.exit(failures.length ? 1 : 0)
