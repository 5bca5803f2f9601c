/**
 * The bench smoke of `npm test` (`npm test -- bench-smoke` alone): every scenario of `npm run bench`
 * for about 2 s (BENCH_SMOKE=1) on the small load seed (SEED_LOAD_SIZE=small), so a scenario whose
 * checks stop passing fails the suite, named. Figures from it mean nothing.
 *
 * Its own database (bench_smoke_<pid>, created on the test run's PostgreSQL server and dropped at
 * the end), its own ports and DATA_DIR; the app runs from the sources (no production build), with
 * Redis when REDIS_URL is set and Kafka only with BENCH_SMOKE_KAFKA=1 (and KAFKA_BROKERS). k6 is built when missing
 * (load-tests/build-k6.sh) and the client when client/dist is stale, before the clock starts.
 * Hard bounds: BENCH_SMOKE_TIMEOUT_S (default 120 s) over the scenarios, BENCH_SMOKE_SETUP_S
 * (default 180 s) over what comes before them (migrations, seed, replay, server start). At either
 * the bench is stopped and the scenario (or step) it was in fails, named, with every one it never reached.
 */
import { createWriteStream, existsSync, mkdirSync, readFileSync, rmSync } from 'node:fs'
import { spawn } from 'node:child_process'
import net from 'node:net'
import os from 'node:os'
import path from 'node:path'
import { setTimeout as sleep } from 'node:timers/promises'
import pg from 'pg'
import { buildClient, clientIsStale } from '../lib/build-client.mjs'
import { ensureK6 } from './k6.mjs'
import { SCENARIOS } from './scenario-order.mjs'

/** The scenarios' bound (from the first HTTP scenario to the end) and the setup's (migrations, seed, replay, server start). */
const SCENARIOS_S = Number(process.env.BENCH_SMOKE_TIMEOUT_S ?? 120)
const SETUP_S = Number(process.env.BENCH_SMOKE_SETUP_S ?? 180)
const log = (msg) => console.log(`bench-smoke: ${msg}`)

/** k6 from $K6 or the cache load-tests/build-k6.sh fills; built (and said so) when missing. */
function k6Binary(root) {
  const cached = path.join(process.env.TELERAWAT_CACHE ?? path.join(os.homedir(), '.cache/telerawat'), 'bin/k6')
  if (!(process.env.K6 && existsSync(process.env.K6)) && !existsSync(cached)) {
    log('k6 is missing: building it with load-tests/build-k6.sh (Go >= 1.25; a few minutes on a cold module cache)')
  }
  return ensureK6(root)
}

/** Two consecutive free loopback ports (the app's, then the bare node:http server's). */
async function freePortPair() {
  const free = (port) =>
    new Promise((resolve) => {
      const srv = net.createServer().once('error', () => resolve(false))
      srv.listen(port, '127.0.0.1', () => srv.close(() => resolve(true)))
    })
  for (let attempt = 0; attempt < 50; attempt++) {
    const port = 34_000 + Math.floor(Math.random() * 2_000) * 2
    if ((await free(port)) && (await free(port + 1))) return port
  }
  throw new Error('no two free consecutive ports in 34000-37999')
}

/** A fresh database beside the one in `serverUrl` (same server and role); returns its URL and a drop function. */
async function freshDatabase(serverUrl, name) {
  const admin = new pg.Client({ connectionString: serverUrl })
  await admin.connect()
  await admin.query(`DROP DATABASE IF EXISTS "${name}" WITH (FORCE)`)
  await admin.query(`CREATE DATABASE "${name}"`)
  await admin.end()
  const url = new URL(serverUrl)
  url.pathname = `/${name}`
  const drop = async () => {
    const client = new pg.Client({ connectionString: serverUrl })
    await client.connect()
    await client.query(`DROP DATABASE IF EXISTS "${name}" WITH (FORCE)`)
    await client.end()
  }
  return { url: url.toString(), drop }
}

/** What the smoke echoes of the bench's output (the rest goes to its log file): its steps, the seed's, the table, errors. */
const SHOWN = /^(\[bench\]|\[seed:load\]|\||\[k6\])|error|Error|FAILED|failed/

/**
 * Runs the bench (BENCH_SMOKE=1) under the hard bound, its whole output in `logFile` and its steps
 * echoed with the seconds since it started; resolves with its exit and the scenario it was in.
 */
function runBench(root, env, logFile) {
  return new Promise((resolve) => {
    // its own process group: a timeout stops the bench, its k6 runs and its ace children together
    const child = spawn(process.execPath, [path.join(root, 'scripts/bench/index.mjs')], {
      cwd: root,
      env,
      stdio: ['ignore', 'pipe', 'pipe'],
      detached: true,
    })
    const started = Date.now()
    const elapsed = () => (Date.now() - started) / 1000
    const out = createWriteStream(logFile)
    const signalGroup = (signal) => {
      try {
        process.kill(-child.pid, signal)
      } catch {
        // the group has already exited
      }
    }
    let current = 'migrations and the small seed'
    let setupSeconds = null
    let timedOut = null
    let timer = null
    const bound = (label, seconds) => {
      clearTimeout(timer)
      timer = setTimeout(async () => {
        timedOut = `hard timeout (${label} ${seconds} s) in "${current}"`
        log(`${timedOut}: stopping the bench`)
        signalGroup('SIGTERM')
        await sleep(15_000)
        signalGroup('SIGKILL')
      }, seconds * 1000)
    }
    bound('setup bound', SETUP_S)
    let pending = ''
    const onData = (chunk) => {
      out.write(chunk)
      pending += chunk
      const lines = pending.split('\n')
      pending = lines.pop()
      for (const line of lines) {
        if (SHOWN.test(line)) console.log(`  [${elapsed().toFixed(0).padStart(3)} s] ${line}`)
        const scenario = /^\[bench\] scenario (\S+)$/.exec(line)
        if (scenario && setupSeconds === null) {
          setupSeconds = elapsed()
          bound('scenario bound', SCENARIOS_S)
        }
        if (scenario) current = scenario[1]
        else if (line.startsWith('[bench] events:replay')) current = 'replay'
        else if (line.startsWith('[bench] server start and sign-in')) current = 'server start and sign-in'
      }
    }
    child.stdout.on('data', onData)
    child.stderr.on('data', onData)
    child.on('exit', (code, signal) => {
      clearTimeout(timer)
      out.end()
      resolve({ code: code ?? (signal ? 1 : 0), timedOut, current, setupSeconds: setupSeconds ?? elapsed() })
    })
  })
}

/** One line per scenario; a scenario the run never reported failed (timed out in it, or never reached). */
function tally(outcomes, { code, timedOut, current }) {
  const byName = new Map(outcomes.map((o) => [o.scenario, o]))
  const why = timedOut ?? `the bench exited ${code} in "${current}"`
  const lines = []
  let passed = 0
  let failed = 0
  for (const name of SCENARIOS) {
    const outcome = byName.get(name)
    if (outcome?.ok) passed++
    else failed++
    if (outcome?.ok) lines.push(`  ✓ ${name}`)
    else if (outcome) lines.push(`  ✗ ${name}: ${outcome.message}`)
    else if (name === current) lines.push(`  ✗ ${name}: ${why}`)
    else lines.push(`  ✗ ${name}: not run (${why})`)
  }
  // a failure outside the scenarios (migrations, seed, server start) fails the suite as well
  for (const outcome of outcomes.filter((o) => !SCENARIOS.includes(o.scenario) && !o.ok)) {
    failed++
    lines.push(`  ✗ ${outcome.scenario}: ${outcome.message}`)
  }
  if (failed === 0 && code !== 0) {
    failed++
    lines.push(`  ✗ the bench exited ${code} with every scenario passed`)
  }
  return { passed, failed, lines }
}

/**
 * Runs the smoke; returns the suite's counts for scripts/test.mjs (`bench-smoke: N passed, N failed`).
 * `serverUrl`: the test run's DATABASE_URL (its server hosts the smoke's own database).
 */
export async function benchSmoke({ root, serverUrl, dataDir }) {
  const started = Date.now()
  const result = (passed, failed, note = '') => ({ suite: 'bench-smoke', passed, failed, skipped: 0, note })
  let k6
  try {
    k6 = k6Binary(root)
  } catch (error) {
    log(`${error.message}: no scenario can run`)
    return result(0, SCENARIOS.length, ' (k6 could not be built, see above)')
  }
  if (clientIsStale(root)) {
    log('client/dist is missing or older than client/src: vite build (the landing-js scenario reads it)')
    if ((await buildClient(root)) !== 0) return result(0, SCENARIOS.length, ' (client build failed)')
  }
  const smokeDir = path.join(dataDir, 'bench-smoke')
  mkdirSync(smokeDir, { recursive: true })
  const database = await freshDatabase(serverUrl, `bench_smoke_${process.pid}`)
  const port = await freePortPair()
  const resultFile = path.join(smokeDir, 'outcomes.json')
  // In npm test the broker is shared with the suites before it: their events sit in the topics the
  // smoke app's consumer groups would read into a database that never saw them. Kafka only on request.
  const brokers = process.env.BENCH_SMOKE_KAFKA === '1' ? (process.env.KAFKA_BROKERS ?? '') : ''
  const transport = brokers ? `Kafka (${brokers})` : 'in-process'
  log(
    `every scenario ~2 s on the small seed; app on 127.0.0.1:${port} from the sources, ${transport}; bounds: setup ${SETUP_S} s, scenarios ${SCENARIOS_S} s`
  )
  const benchStarted = Date.now()
  // outside the run's folder, which npm test removes: kept for a look after a failure
  const logFile = path.join(os.tmpdir(), `telerawat-bench-smoke-${process.pid}.log`)
  const exit = await runBench(
    root,
    {
      ...process.env,
      DATABASE_URL: database.url,
      KAFKA_BROKERS: brokers,
      DATA_DIR: smokeDir,
      BENCH_SMOKE: '1',
      BENCH_FROM_SOURCE: '1',
      BENCH_PORT: String(port),
      BENCH_RESULT_FILE: resultFile,
      SEED_LOAD_SIZE: 'small',
      K6: k6,
      LOG_LEVEL: 'warn',
    },
    logFile
  )
  const benchSeconds = (Date.now() - benchStarted) / 1000
  const outcomes = existsSync(resultFile) ? JSON.parse(readFileSync(resultFile, 'utf8')).outcomes : []
  await database.drop().catch((error) => log(`could not drop its database: ${error.message}`))
  rmSync(smokeDir, { recursive: true, force: true })
  const { passed, failed, lines } = tally(outcomes, exit)
  for (const line of lines) console.log(line)
  if (failed === 0) rmSync(logFile, { force: true })
  else log(`the bench's whole output: ${logFile}`)
  log(
    `bench ${benchSeconds.toFixed(0)} s (setup ${exit.setupSeconds.toFixed(0)} s, scenarios ${(benchSeconds - exit.setupSeconds).toFixed(0)} s), ${((Date.now() - started) / 1000).toFixed(0)} s in all`
  )
  return result(passed, failed)
}
