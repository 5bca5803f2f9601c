/**
 * `node scripts/bench/messaging.mjs`: the messaging benchmark of issue 22, side by side in one run,
 * for the in-process transport and, when KAFKA_BROKERS is set, Kafka — each on a fresh embedded
 * PostgreSQL database (or BENCH_DATABASE_URL):
 * - commit -> push (the event backbone's own figure: scripts/bench/events-bench.ts, small sizes);
 * - send -> delivered to the other side's socket, p50/p99 at 200 concurrent conversations;
 * - messages per second one node accepts, with delivery;
 * - the 'Pesan' list's first page at 10,000 conversations for one provider beside GET /api/health.
 * One app node (server/bin/server.ts) on 127.0.0.1; the driver (scripts/bench/messaging-bench.ts)
 * is a second process. Bounded: every phase has a duration (BENCH_*_SECONDS) and the whole run a
 * deadline (BENCH_DEADLINE_SECONDS, 900). Prints a table.
 */
import net from 'node:net'
import path from 'node:path'
import { rmSync } from 'node:fs'
import { spawn } from 'node:child_process'
import { startEmbeddedPostgres } from '../lib/embedded-db.mjs'
import { run, SERVER_ENV, SERVER_NODE_FLAGS, TS_NODE } from '../lib/run.mjs'
import { startProcess, stopProcess, waitHttp } from './processes.mjs'

const root = path.resolve(import.meta.dirname, '../..')
const dataDir = path.join(root, '.test-data', `bench-messaging-${process.pid}`)
// BENCH_TRANSPORTS=kafka (or in-process) runs one of them only
const transports = (process.env.KAFKA_BROKERS ? ['in-process', 'kafka'] : ['in-process']).filter(
  (t) => !process.env.BENCH_TRANSPORTS || process.env.BENCH_TRANSPORTS.split(',').includes(t)
)
const deadline = setTimeout(
  () => {
    console.error('[bench] messaging: deadline passed, stopping')
    process.exit(2)
  },
  Number(process.env.BENCH_DEADLINE_SECONDS ?? 900) * 1000
)
const results = []
const failed = []

const freePort = () =>
  new Promise((resolve) => {
    const probe = net.createServer().listen(0, '127.0.0.1', () => {
      const { port } = probe.address()
      probe.close(() => resolve(port))
    })
  })

/** Runs a TypeScript bench script and returns its BENCH_RESULT, or null. */
function benchScript(script, env) {
  return new Promise((resolve) => {
    let out = ''
    const child = spawn(process.execPath, [...TS_NODE, script], { cwd: root, env, stdio: ['ignore', 'pipe', 'inherit'] })
    child.stdout.on('data', (d) => (out += d))
    child.on('exit', (code) => {
      const line = out.split('\n').find((l) => l.startsWith('BENCH_RESULT '))
      if (code === 0 && line) resolve(JSON.parse(line.slice('BENCH_RESULT '.length)))
      else {
        console.error(`[bench] ${script} exited ${code}:\n${out.slice(-2000)}`)
        resolve(null)
      }
    })
  })
}

for (const transport of transports) {
  const db = process.env.BENCH_DATABASE_URL
    ? null
    : await startEmbeddedPostgres({ dataDir, database: `bench_messaging_${transport.replace('-', '_')}`, preferredPort: 54359 })
  const port = await freePort()
  const env = {
    ...process.env,
    NODE_ENV: 'test',
    HOST: '127.0.0.1',
    PORT: String(port),
    LOG_LEVEL: 'error',
    APP_KEY: 'bench-app-key-0123456789abcdefghijklmnop',
    DATABASE_URL: process.env.BENCH_DATABASE_URL ?? db.url,
    KAFKA_BROKERS: transport === 'kafka' ? process.env.KAFKA_BROKERS : '',
    REDIS_URL: '',
    EVENT_NODE_ID: `bench-messaging-${process.pid}`,
    REGISTER_LIMIT_PER_HOUR: '1000',
    MESSAGING_DIGEST_POLL_MS: '15000',
    // the bench books 1–4 days ahead; providers write while the records window is open (as the suites do)
    RECORDS_ACCESS_BEFORE_HOURS: String(24 * 120),
    SEED_DEMO: 'false',
  }
  let server
  try {
    if ((await run(process.execPath, ['server/ace.js', 'migration:fresh', '--force'], { cwd: root, env, stdio: 'ignore' })) !== 0) {
      throw new Error('migration failed')
    }
    const backbone = await benchScript('scripts/bench/events-bench.ts', {
      ...env,
      PORT: '0',
      BENCH_EVENTS: process.env.BENCH_EVENTS ?? '1000',
      BENCH_LATENCY_SAMPLES: process.env.BENCH_LATENCY_SAMPLES ?? '200',
      BENCH_REPLAY_EVENTS: '1000',
    })
    // BENCH_SERVER_NODE_ARGS: e.g. '--cpu-prof --cpu-prof-dir=/tmp/prof' to profile the app node
    const nodeArgs = (process.env.BENCH_SERVER_NODE_ARGS ?? '').split(' ').filter(Boolean)
    server = startProcess(process.execPath, [...SERVER_NODE_FLAGS, ...nodeArgs, ...TS_NODE, 'server/bin/server.ts'], {
      env: { ...SERVER_ENV, ...env, NODE_OPTIONS: '' },
      cwd: root,
      logFile: path.join(root, '.test-data', `bench-messaging-server-${transport}.log`),
    })
    await waitHttp(`http://127.0.0.1:${port}/api/health`)
    const messaging = await benchScript('scripts/bench/messaging-bench.ts', {
      ...env,
      BENCH_URL: `http://127.0.0.1:${port}`,
      BENCH_SERVER_PID: String(server.pid),
    })
    if (!backbone || !messaging) throw new Error('a bench script failed')
    results.push({ transport, backbone, messaging })
    if (process.env.BENCH_VERBOSE) console.log(JSON.stringify(results.at(-1), null, 1))
  } catch (error) {
    failed.push(`${transport}: ${error.message}`)
  } finally {
    await stopProcess(server)
    await db?.stop()
    rmSync(dataDir, { recursive: true, force: true })
  }
}
clearTimeout(deadline)

const ms = (s) => `${s.p50} / ${s.p99} ms`
console.log(
  '\n| transport | commit→push p50 / p99 | send→delivered p50 / p99 (200 conversations, after the setup settled) | messages/s accepted / delivered (one node) |'
)
console.log('|---|---|---|---|')
for (const { transport, backbone, messaging: m } of results) {
  console.log(
    `| ${transport} | ${ms(backbone.commitToPushMs)} (${backbone.commitToPushMs.samples}) | ${ms(m.sendToDeliveredMs)} (${m.sendToDeliveredMs.samples}; settled in ${m.settleSeconds} s) | ${m.throughput.acceptedPerSecond} / ${m.throughput.deliveredPerSecond} (${m.throughput.accepted} in ${m.throughput.seconds} s; ${m.refused} sends shed with 503; driver CPU ${m.throughput.driverCpuPercent} %) |`
  )
}
console.log(
  '\n| transport | GET /api/health req/s, p50 / p99 | GET /api/conversations first page (provider with N conversations) req/s, p50 / p99 |'
)
console.log('|---|---|---|')
for (const { transport, messaging: m } of results) {
  const { health, firstPage, conversations, concurrency } = m.list
  console.log(
    `| ${transport} | ${health.rps}, ${ms(health)} | ${firstPage.rps}, ${ms(firstPage)} (N = ${conversations}, ${concurrency} in flight) |`
  )
}
if (failed.length) {
  console.error(`\n[bench] failed: ${failed.join('; ')} (no figures for them)`)
  process.exit(1)
}
process.exit(0)
