/**
 * HTTP hot-path benchmark: a bare node:http JSON server and the app's GET /api/health and
 * GET /api/user (signed-in session) measured one after another in the same run, with ratios.
 *
 *   node server/http/bench/hot-path.mjs --build build [--seconds 10 | --requests 20000] [--connections 50] [--profile dir]
 *
 * Starts its own embedded PostgreSQL under .test-data/bench-http (migrated and seeded with the
 * demo accounts once), the production build with NODE_ENV=production (optionally under
 * `node --cpu-prof`), and autocannon in this process. Bounded: three runs of --seconds each.
 * Besides req/s (which depends on what else the machine runs) it reports the server CPU time
 * per request, read from /proc: the ceiling of one core, steady under a noisy neighbour.
 */
import { spawn } from 'node:child_process'
import { existsSync } from 'node:fs'
import { loadavg } from 'node:os'
import path from 'node:path'
import { parseArgs } from 'node:util'
import autocannon from 'autocannon'
import { startEmbeddedPostgres } from '../../../scripts/lib/embedded-db.mjs'
import { run, TS_NODE } from '../../../scripts/lib/run.mjs'
import { cpuMs, waitHttp } from '../../../scripts/bench/processes.mjs'
import { signIn } from '../../../scripts/bench/session.mjs'

const root = path.resolve(import.meta.dirname, '../../..')
const { values: opts } = parseArgs({
  options: {
    build: { type: 'string', default: 'build' },
    seconds: { type: 'string', default: '10' },
    /** With --requests, each run sends that many requests instead of running for --seconds. */
    requests: { type: 'string' },
    connections: { type: 'string', default: '50' },
    profile: { type: 'string' },
    paths: { type: 'string', default: '/api/health,/api/user' },
  },
})
const dataDir = path.join(root, '.test-data/bench-http')
const db = await startEmbeddedPostgres({ dataDir, database: 'telerawat_bench', preferredPort: 54361 })
const env = {
  ...process.env,
  NODE_ENV: 'production',
  HOST: '127.0.0.1',
  PORT: '3399',
  APP_URL: 'http://127.0.0.1:3399',
  APP_KEY: 'bench-app-key-0123456789abcdefghijklmnopq',
  DATA_DIR: path.join(dataDir, 'app'),
  DATABASE_URL: db.url,
  LOG_LEVEL: 'warn',
}
const children = []
const stopAll = async () => {
  for (const child of children) if (child.exitCode === null) child.kill('SIGTERM')
  await Promise.all(children.map((c) => (c.exitCode === null ? new Promise((r) => c.once('exit', r)) : null)))
  await db.stop()
}

try {
  const ace = (args) =>
    run(process.execPath, [...TS_NODE, 'server/ace.js', ...args], { cwd: root, env: { ...env, NODE_ENV: 'development' } })
  if ((await ace(['migration:run', '--force'])) !== 0) throw new Error('migrations failed')
  await ace(['db:seed-demo'])

  // In its own process, like the app: the load generator must not share its event loop.
  const bare = spawn(process.execPath, [path.join(root, 'scripts/bench/bare-server.mjs')], {
    env: { ...process.env, PORT: '3398' },
    stdio: 'inherit',
  })
  children.push(bare)

  const serverJs = path.resolve(root, opts.build, 'server/bin/server.js')
  if (!existsSync(serverJs)) throw new Error(`no build at ${serverJs}`)
  const profileArgs = opts.profile ? ['--cpu-prof', `--cpu-prof-dir=${path.resolve(opts.profile)}`] : []
  const app = spawn(process.execPath, [...profileArgs, serverJs], { cwd: root, env, stdio: ['ignore', 'inherit', 'inherit'] })
  children.push(app)
  const base = `http://127.0.0.1:${env.PORT}`
  await waitHttp(`${base}/api/health`)

  const cookie = await signIn(base, 'perawat.sari@telerawat.id', 'Perawat123!')

  await waitHttp('http://127.0.0.1:3398/')
  const rows = [['bare node:http', await load('http://127.0.0.1:3398/', {}, bare.pid)]]
  for (const p of opts.paths.split(',')) rows.push([`GET ${p}`, await load(base + p, { cookie, accept: 'application/json' }, app.pid)])
  printTable(rows)
} finally {
  await stopAll()
}

/** CPU time (user + system) a process has used so far, in microseconds (Linux /proc). */
function cpuMicros(pid) {
  return cpuMs(pid) * 1000
}

async function load(url, headers, pid) {
  // A short warm-up so the JIT and the caches are in their steady state.
  await autocannon({ url, headers, connections: 10, duration: 2 })
  const cpuBefore = cpuMicros(pid)
  const amount = opts.requests ? { amount: Number(opts.requests) } : { duration: Number(opts.seconds) }
  const result = await autocannon({ url, headers, connections: Number(opts.connections), ...amount })
  const served = result.requests.total
  const cpuPerRequest = (cpuMicros(pid) - cpuBefore) / served
  const non2xx = result.non2xx + result.errors
  // total / duration: autocannon's per-second average is coarse (1 s buckets) on short runs
  return {
    rps: served / result.duration,
    p50: result.latency.p50,
    p97_5: result.latency.p97_5,
    p99: result.latency.p99,
    non2xx,
    cpuPerRequest,
  }
}

function printTable(rows) {
  const health = rows.find(([name]) => name === 'GET /api/health')?.[1]
  const bare = rows[0][1]
  const pct = (a, b) => ((a / b) * 100).toFixed(1) + ' %'
  console.log(
    `\n${opts.connections} connections, ${opts.requests ? `${opts.requests} requests` : `${opts.seconds} s`} each; load average ${loadavg()[0].toFixed(1)}\n`
  )
  console.log(
    '| request | req/s | p50 ms | p97.5 ms | p99 ms | non-2xx | vs bare | vs health | server CPU µs/req | 1-core ceiling req/s | ceiling vs bare | ceiling vs health |'
  )
  console.log('|---|---|---|---|---|---|---|---|---|---|---|---|')
  for (const [name, r] of rows) {
    const ceiling = 1e6 / r.cpuPerRequest
    const cells = [
      name,
      Math.round(r.rps),
      r.p50,
      r.p97_5,
      r.p99,
      r.non2xx,
      pct(r.rps, bare.rps),
      health ? pct(r.rps, health.rps) : '',
    ]
    cells.push(
      Math.round(r.cpuPerRequest),
      Math.round(ceiling),
      pct(bare.cpuPerRequest, r.cpuPerRequest),
      health ? pct(health.cpuPerRequest, r.cpuPerRequest) : ''
    )
    console.log(`| ${cells.join(' | ')} |`)
  }
}
