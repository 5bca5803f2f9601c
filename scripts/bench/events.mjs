/**
 * `node scripts/bench/events.mjs`: runs the event backbone benchmark with the in-process
 * transport and, when KAFKA_BROKERS is set, with Kafka — each on a fresh embedded PostgreSQL
 * database (or BENCH_DATABASE_URL). Prints a table. Bounded: BENCH_EVENTS (5000),
 * BENCH_LATENCY_SAMPLES (200), BENCH_REPLAY_EVENTS (100000). BENCH_CPU_PROF=<dir>: the bench
 * process writes a V8 CPU profile there (summarise it with scripts/bench/events-profile.mjs).
 */
import path from 'node:path'
import { rmSync } from 'node:fs'
import { spawn } from 'node:child_process'
import { startEmbeddedPostgres } from '../lib/embedded-db.mjs'
import { run, TS_NODE } from '../lib/run.mjs'

const root = path.resolve(import.meta.dirname, '../..')
const dataDir = path.join(root, '.test-data', `bench-${process.pid}`)
const transports = process.env.KAFKA_BROKERS ? ['in-process', 'kafka'] : ['in-process']
const results = []
const failed = []
const profile = process.env.BENCH_CPU_PROF ? ['--cpu-prof', `--cpu-prof-dir=${path.resolve(process.env.BENCH_CPU_PROF)}`] : []

for (const transport of transports) {
  const db = process.env.BENCH_DATABASE_URL
    ? null
    : await startEmbeddedPostgres({ dataDir, database: `bench_${transport.replace('-', '_')}`, preferredPort: 54349 })
  const env = {
    ...process.env,
    NODE_ENV: 'test',
    HOST: '127.0.0.1',
    PORT: '0',
    LOG_LEVEL: 'error',
    APP_KEY: 'bench-app-key-0123456789abcdefghijklmnop',
    DATABASE_URL: process.env.BENCH_DATABASE_URL ?? db.url,
    KAFKA_BROKERS: transport === 'kafka' ? process.env.KAFKA_BROKERS : '',
    EVENT_NODE_ID: `bench-${process.pid}`,
  }
  await run(process.execPath, ['server/ace.js', 'migration:fresh', '--force'], { cwd: root, env, stdio: 'ignore' })
  const { output, code } = await new Promise((resolve) => {
    let out = ''
    const child = spawn(process.execPath, [...TS_NODE, ...profile, 'scripts/bench/events-bench.ts'], {
      cwd: root,
      env,
      stdio: ['ignore', 'pipe', 'inherit'],
    })
    child.stdout.on('data', (d) => (out += d))
    child.on('exit', (exitCode, signal) => resolve({ output: out, code: exitCode ?? (signal ? 1 : 0) }))
  })
  const line = String(output)
    .split('\n')
    .find((l) => l.startsWith('BENCH_RESULT '))
  if (line && code === 0) {
    results.push(JSON.parse(line.slice('BENCH_RESULT '.length)))
    if (process.env.BENCH_VERBOSE) console.log(JSON.stringify(results.at(-1), null, 1))
  } else {
    failed.push(transport)
    console.error(`benchmark with ${transport} failed (exit ${code}${line ? '' : ', no result line'}):\n${output}`)
  }
  await db?.stop()
  rmSync(dataDir, { recursive: true, force: true })
}

console.log('\n| transport | events/s outbox→transport→projection | commit→push p50 | p99 | replay events | replay events/s |')
console.log('|---|---|---|---|---|---|')
for (const r of results) {
  console.log(
    `| ${r.transport} | ${r.throughput.eventsPerSecond} (${r.throughput.events} in ${r.throughput.endToEndSeconds} s) | ${r.commitToPushMs.p50} ms | ${r.commitToPushMs.p99} ms | ${r.replay.events} | ${r.replay.eventsPerSecond} (${r.replay.seconds} s) |`
  )
}
if (failed.length) {
  console.error(`\n[bench] failed: ${failed.join(', ')} (no figures for them)`)
  process.exit(1)
}
