/**
 * HTTP hot-path benchmark: a bare node:http JSON server and the app's GET /api/health and
 * GET /api/user (signed-in session) measured one after another in the same run, with ratios.
 *
 *   node server/http/bench/hot-path.mjs --build .test-data/h4/build [--seconds 10] [--connections 50] [--profile dir]
 *
 * Starts its own embedded PostgreSQL under .test-data/bench-http (migrated and seeded with the
 * demo accounts once), the production build with NODE_ENV=production (optionally under
 * `node --cpu-prof`), and autocannon in this process. Bounded: three runs of --seconds each.
 */
import { spawn } from 'node:child_process'
import { existsSync } from 'node:fs'
import http from 'node:http'
import path from 'node:path'
import { parseArgs } from 'node:util'
import autocannon from 'autocannon'
import { startEmbeddedPostgres } from '../../../scripts/lib/embedded-db.mjs'
import { run, TS_NODE } from '../../../scripts/lib/run.mjs'

const root = path.resolve(import.meta.dirname, '../../..')
const { values: opts } = parseArgs({
  options: {
    build: { type: 'string', default: 'build' },
    seconds: { type: 'string', default: '10' },
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
  const ace = (args) => run(process.execPath, [...TS_NODE, 'server/ace.js', ...args], { cwd: root, env: { ...env, NODE_ENV: 'development' } })
  if ((await ace(['migration:run', '--force'])) !== 0) throw new Error('migrations failed')
  await ace(['db:seed-demo'])

  const bare = http.createServer((_, res) => {
    res.writeHead(200, { 'content-type': 'application/json' })
    res.end('{"status":"ok"}')
  })
  await new Promise((r) => bare.listen(3398, '127.0.0.1', r))

  const serverJs = path.resolve(root, opts.build, 'server/bin/server.js')
  if (!existsSync(serverJs)) throw new Error(`no build at ${serverJs}`)
  const profileArgs = opts.profile ? ['--cpu-prof', `--cpu-prof-dir=${path.resolve(opts.profile)}`] : []
  const app = spawn(process.execPath, [...profileArgs, serverJs], { cwd: root, env, stdio: ['ignore', 'inherit', 'inherit'] })
  children.push(app)
  const base = `http://127.0.0.1:${env.PORT}`
  await waitFor(`${base}/api/health`)

  const login = await fetch(`${base}/api/login`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', accept: 'application/json' },
    body: JSON.stringify({ email: 'perawat.sari@telerawat.id', password: 'Perawat123!' }),
  })
  if (!login.ok) throw new Error(`login failed: ${login.status} ${await login.text()}`)
  const cookie = login.headers.getSetCookie().map((c) => c.split(';')[0]).join('; ')

  const rows = [['bare node:http', await load('http://127.0.0.1:3398/', {})]]
  for (const p of opts.paths.split(',')) rows.push([`GET ${p}`, await load(base + p, { cookie, accept: 'application/json' })])
  bare.close()
  printTable(rows)
} finally {
  await stopAll()
}

async function load(url, headers) {
  // A short warm-up so the JIT and the caches are in their steady state.
  await autocannon({ url, headers, connections: 10, duration: 2 })
  const result = await autocannon({ url, headers, connections: Number(opts.connections), duration: Number(opts.seconds) })
  const non2xx = result.non2xx + result.errors
  return { rps: result.requests.average, p50: result.latency.p50, p97_5: result.latency.p97_5, p99: result.latency.p99, non2xx }
}

function printTable(rows) {
  const health = rows.find(([name]) => name === 'GET /api/health')?.[1]
  const bareRps = rows[0][1].rps
  console.log(`\n${opts.connections} connections, ${opts.seconds} s each\n`)
  console.log('| request | req/s | p50 ms | p97.5 ms | p99 ms | non-2xx | vs bare | vs health |')
  console.log('|---|---|---|---|---|---|---|---|')
  for (const [name, r] of rows) {
    const vsBare = ((r.rps / bareRps) * 100).toFixed(1) + ' %'
    const vsHealth = health ? ((r.rps / health.rps) * 100).toFixed(1) + ' %' : ''
    console.log(`| ${name} | ${Math.round(r.rps)} | ${r.p50} | ${r.p97_5} | ${r.p99} | ${r.non2xx} | ${vsBare} | ${vsHealth} |`)
  }
}

async function waitFor(url) {
  const deadline = Date.now() + 60_000
  while (Date.now() < deadline) {
    try {
      if ((await fetch(url)).ok) return
    } catch {}
    await new Promise((r) => setTimeout(r, 200))
  }
  throw new Error(`${url} did not answer in 60 s`)
}
