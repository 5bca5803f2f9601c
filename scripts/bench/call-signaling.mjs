/**
 * Signaling cost of the built-in call on one app node (issue 19, docs/performance.md "Call"):
 * the production build on a fresh embedded PostgreSQL, N consultations whose room is open now,
 * one Socket.IO client pair (patient + provider, signed in) per consultation.
 *
 * 1. Cost: for CALL_BENCH_COST_CALLS pairs, in batches of CALL_BENCH_PARALLEL, three variants
 *    rotated per batch so all see the same machine: the baseline (both open the screen and leave:
 *    consultation.join/.leave), the signaling of a call as the page sends it (hello and state per
 *    side, 1 offer, 1 answer, 8 candidates and the end of candidates each way, quality 'good'),
 *    and the same with call.media connected/disconnected (the media events). Node CPU above idle
 *    per call (each window runs until the node is quiet again), messages, latency p50/p95.
 * 2. Capacity: ramp to CALL_BENCH_CALLS concurrent calls by CALL_BENCH_STEP, every call holding
 *    with a call.state per side every CALL_BENCH_STATE_MS; per step, CALL_BENCH_HOLD_S seconds of
 *    relay latency (emit → the other side hears it), node CPU and failures. A step passes while
 *    relay p95 ≤ CALL_BENCH_P95_LIMIT_MS and under 1% of messages fail; the ramp stops at the
 *    first that does not. Then the same calls joined but silent (baseline of the hold).
 *
 * Bounded: every wait has a timeout; the server and PostgreSQL are stopped at the end.
 * Usage: node scripts/bench/call-signaling.mjs   (CALL_BENCH_SKIP_BUILD=1 reuses build/)
 */
import { writeFileSync } from 'node:fs'
import path from 'node:path'
import { setTimeout as sleep } from 'node:timers/promises'
import { cpuMs, rssMb } from './processes.mjs'
import { ensureBuild, root, startApp } from './call/app.mjs'
import { seedOpenConsultations, signInAll } from './call/seed.mjs'
import { CallPair, traffic } from './call/pair.mjs'
import { fixed, loadAverage, percentile, pool } from './call/stats.mjs'

const num = (name, fallback) => Number(process.env[name] ?? fallback)
const CALLS = num('CALL_BENCH_CALLS', 500)
const COST_CALLS = Math.min(CALLS, num('CALL_BENCH_COST_CALLS', 200))
const PARALLEL = num('CALL_BENCH_PARALLEL', 20)
const STEP = num('CALL_BENCH_STEP', 100)
const HOLD_S = num('CALL_BENCH_HOLD_S', 15)
const STATE_MS = num('CALL_BENCH_STATE_MS', 3000)
const P95_LIMIT_MS = num('CALL_BENCH_P95_LIMIT_MS', 1000)
const dataDir = process.env.CALL_BENCH_DIR ?? path.join(root, '.data/call-bench')
const log = (msg) => console.log(`[call-signaling] ${msg}`)
const started = Date.now()

const VARIANTS = {
  join: { name: 'both open the screen, then leave (consultation.join/.leave): baseline', run: (p) => p.join() },
  signal: {
    name: 'join + 2 hello, offer, answer, 2 × (8 candidates + end), 4 call.state + leave',
    run: (p) => p.setUp({ media: false }),
  },
  setup: {
    name: 'the same + call.media connected and disconnected per side (the whole call as the page signals it)',
    run: (p) => p.setUp({ media: true }),
  },
}

await ensureBuild(log)
const app = await startApp({ dataDir, log })
const pairs = []
const out = []
try {
  log(`seeding ${CALLS} open consultations`)
  const consultations = await seedOpenConsultations(app.env.DATABASE_URL, CALLS)
  const t0 = Date.now()
  await signInAll(
    app.base,
    consultations.flatMap((c) => [c.patient, c.provider])
  )
  log(`${CALLS * 2} sign-ins in ${((Date.now() - t0) / 1000).toFixed(0)} s; connecting ${CALLS * 2} sockets`)
  for (const c of consultations) pairs.push(new CallPair(c))
  await pool(pairs, 50, (p) => p.connect(app.base)).then(throwFirst)
  await sleep(2000)

  const idle = await cpuRate(5)
  log(`node idle with ${CALLS * 2} sockets: ${fixed(idle, 1)} CPU ms/s`)
  out.push(...(await costPhase(pairs.slice(0, COST_CALLS), idle)))
  out.push('', ...(await capacityPhase(pairs, idle)))
} finally {
  for (const p of pairs) p.close()
  await app.stop()
}

const report = [
  `Run ${new Date(started).toISOString()} (${((Date.now() - started) / 1000).toFixed(0)} s), command \`node scripts/bench/call-signaling.mjs\``,
  `(CALL_BENCH_CALLS=${CALLS} COST_CALLS=${COST_CALLS} PARALLEL=${PARALLEL} STEP=${STEP} HOLD_S=${HOLD_S} STATE_MS=${STATE_MS}); load average at the end ${loadAverage()}.`,
  '',
  ...out,
].join('\n')
writeFileSync(path.join(dataDir, 'call-signaling.md'), `${report}\n`)
console.log(`\n${report}\n`)
log(`written to ${path.relative(root, path.join(dataDir, 'call-signaling.md'))}`)
process.exit(0)

function throwFirst(results) {
  const failed = results.find((r) => !r.ok)
  if (failed) throw failed.error
  return results
}

/** CPU ms this bench process (the 2 × N Socket.IO clients) has used: it shares the machine with the node. */
function clientCpuMs() {
  const { user, system } = process.cpuUsage()
  return (user + system) / 1000
}

/** The node's CPU ms per second over `seconds`. */
async function cpuRate(seconds) {
  const before = cpuMs(app.pid)
  await sleep(seconds * 1000)
  return (cpuMs(app.pid) - before) / seconds
}

/**
 * Runs `task` on each pair (PARALLEL at a time), then `teardown` on all, then waits until the node
 * is quiet again (the events a call.media appends are dispatched after the ack), so what a
 * variant causes lands in its own window. Returns node CPU above the idle rate, messages and
 * per-pair latencies (of `task` only).
 */
async function measured(batch, task, teardown, idle) {
  const t0 = performance.now()
  const before = { cpu: cpuMs(app.pid), emits: traffic.emits, pushes: traffic.pushes }
  const latencies = []
  const exchanges = []
  const results = await pool(batch, PARALLEL, async (pair) => {
    const t = performance.now()
    const exchange = await task(pair)
    latencies.push(performance.now() - t)
    if (typeof exchange === 'number') exchanges.push(exchange)
  })
  const emits = traffic.emits - before.emits
  const pushes = traffic.pushes - before.pushes
  if (teardown) await Promise.all(batch.map(teardown))
  await quiet()
  return {
    cpu: cpuMs(app.pid) - before.cpu - (idle * (performance.now() - t0)) / 1000,
    emits,
    pushes,
    latencies,
    exchanges,
    failed: results.filter((r) => !r.ok),
  }
}

/** Until two 200 ms slices in a row cost the node at most one clock tick (10 ms), 5 s at most. */
async function quiet() {
  const deadline = Date.now() + 5000
  let calm = 0
  while (calm < 2 && Date.now() < deadline) {
    const before = cpuMs(app.pid)
    await sleep(200)
    calm = cpuMs(app.pid) - before <= 10 ? calm + 1 : 0
  }
}

async function costPhase(costPairs, idle) {
  const kinds = Object.keys(VARIANTS)
  log(`cost: ${costPairs.length} calls per variant (${kinds.join(', ')}), rotated per batch of ${PARALLEL}`)
  const sum = Object.fromEntries(kinds.map((k) => [k, blank()]))
  // warm-up (not measured): the node's JIT and pools see every variant once before the first window
  const warm = costPairs.slice(0, PARALLEL)
  for (const kind of kinds) {
    await pool(warm, PARALLEL, VARIANTS[kind].run)
    await Promise.all(warm.map((p) => (kind === 'join' ? p.leave() : p.hangUp())))
  }
  await sleep(1000)
  for (let i = 0; i < costPairs.length; i += PARALLEL) {
    const batch = costPairs.slice(i, i + PARALLEL)
    const shift = (i / PARALLEL) % kinds.length
    for (const kind of [...kinds.slice(shift), ...kinds.slice(0, shift)]) {
      const teardown = (p) => (kind === 'join' ? p.leave() : p.hangUp())
      add(sum[kind], await measured(batch, VARIANTS[kind].run, teardown, idle))
    }
  }
  const join = sum.join
  const perCall = (s) => s.cpu / s.calls
  const row = (name, s) =>
    `| ${name} | ${s.calls} | ${fixed(perCall(s), 1)} | ${fixed(perCall(s) / perCall(join), 2)}× | ${fixed(s.emits / s.calls, 1)} / ${fixed(s.pushes / s.calls, 1)} | ${fixed(percentile(s.latencies, 50))} / ${fixed(percentile(s.latencies, 95))} | ${fixed(percentile(s.exchanges, 50))} / ${fixed(percentile(s.exchanges, 95))} | ${s.failed} |`
  const failures = kinds.flatMap((k) => sum[k].errors)
  if (failures.length) log(`failures: ${failures.slice(0, 3).join('; ')}`)
  const diff = {
    ...sum.setup,
    cpu: sum.setup.cpu - perCall(join) * sum.setup.calls,
    emits: sum.setup.emits - join.emits * (sum.setup.calls / join.calls),
    pushes: sum.setup.pushes - join.pushes * (sum.setup.calls / join.calls),
    latencies: [],
    failed: 0,
  }
  return [
    `**Call set-up cost on one app node** (load average ${loadAverage()}; node CPU from /proc/<pid>/stat; ${PARALLEL} pairs in flight; variants rotated per batch)`,
    '',
    '| per call (2 participants) | calls | node CPU ms above idle (until quiet after the leave) | vs baseline | set-up messages client→node / node→client | p50 / p95 ms, join → done | p50 / p95 ms, both joined → done | failed |',
    '|---|---:|---:|---:|---:|---:|---:|---:|',
    ...kinds.map((k) => row(VARIANTS[k].name, sum[k])),
    row('the call alone (whole call − baseline)', diff),
  ]
}

function blank() {
  return { calls: 0, cpu: 0, emits: 0, pushes: 0, latencies: [], exchanges: [], failed: 0, errors: [] }
}

function add(sum, m) {
  sum.calls += m.latencies.length + m.failed.length
  sum.cpu += m.cpu
  sum.emits += m.emits
  sum.pushes += m.pushes
  sum.latencies.push(...m.latencies)
  sum.exchanges.push(...m.exchanges)
  sum.failed += m.failed.length
  sum.errors.push(...m.failed.map((f) => String(f.error?.message ?? f.error)))
}

async function capacityPhase(allPairs, idle) {
  const rows = []
  const line = (r) =>
    `| ${r.name} | ${r.setup} | ${fixed(r.p50)} / ${fixed(r.p95)} / ${fixed(r.p99)} | ${fixed(r.rate)} | ${fixed(r.cpu, 0)} (${fixed(r.cpu / 10, 0)}%) | ${fixed(r.perMsg, 0)} | ${fixed(r.rss)} | ${fixed(r.clientCpu)} | ${r.failures} |`
  rows.push({
    name: `0 calls (${allPairs.length * 2} sockets connected, idle)`,
    setup: '',
    p50: NaN,
    p95: NaN,
    p99: NaN,
    rate: 0,
    cpu: idle,
    perMsg: NaN,
    rss: rssMb(app.pid),
    failures: 0,
  })
  let held = 0
  let capacity = 0
  let relayed = []
  const onRelayed = (ms) => relayed.push(ms)
  while (held < allPairs.length) {
    const step = allPairs.slice(held, held + STEP)
    log(`capacity: setting up calls ${held + 1}–${held + step.length} while ${held} are held`)
    const m = await measured(step, (p) => p.setUp(), null, idle)
    for (const p of step) p.hold(STATE_MS, onRelayed)
    held += step.length
    await sleep(STATE_MS) // every new call has sent its first state
    relayed = []
    const before = { cpu: cpuMs(app.pid), client: clientCpuMs(), emits: traffic.emits, lost: traffic.lost }
    await sleep(HOLD_S * 1000)
    const cpu = (cpuMs(app.pid) - before.cpu) / HOLD_S
    const clientCpu = (clientCpuMs() - before.client) / HOLD_S
    const sent = traffic.emits - before.emits
    const failures = m.failed.length + traffic.lost - before.lost
    const r = {
      name: `${held} calls held`,
      setup: `${fixed(percentile(m.exchanges, 50))} / ${fixed(percentile(m.exchanges, 95))}`,
      p50: percentile(relayed, 50),
      p95: percentile(relayed, 95),
      p99: percentile(relayed, 99),
      rate: sent / HOLD_S,
      cpu,
      perMsg: sent ? (((cpu - idle) * HOLD_S) / sent) * 1000 : NaN,
      rss: rssMb(app.pid),
      failures,
      clientCpu,
    }
    rows.push(r)
    log(`${r.name}: relay p95 ${fixed(r.p95)} ms, ${fixed(r.rate)} states/s, node ${fixed(cpu)} CPU ms/s, ${failures} failed`)
    const ok = r.p95 <= P95_LIMIT_MS && failures <= sent * 0.01
    if (!ok) break
    capacity = held
  }
  for (const p of allPairs) p.stopHold()
  await sleep(STATE_MS)
  const silent = await cpuRate(HOLD_S)
  rows.push({
    name: `${held} calls joined, silent (baseline of the hold)`,
    setup: '',
    p50: NaN,
    p95: NaN,
    p99: NaN,
    rate: 0,
    cpu: silent,
    perMsg: NaN,
    rss: rssMb(app.pid),
    failures: 0,
  })
  return [
    `**Concurrent calls one node signals** (load average ${loadAverage()}; each call's two sides send call.state every ${STATE_MS / 1000} s ± 20%, ${HOLD_S} s measured per step): **${capacity} calls passed** (relay p95 ≤ ${P95_LIMIT_MS} ms, < 1% failed)${capacity === allPairs.length ? `, the ramp's bound — not the node's limit` : ''}.`,
    '',
    '| step | set-ups of the step, both joined → done, p50 / p95 ms | state relay p50 / p95 / p99 ms | states/s | node CPU ms/s (% of a core) | node CPU µs per state above idle | node RSS MB | CPU ms/s of the bench clients | failed set-ups + states never relayed |',
    '|---|---:|---:|---:|---:|---:|---:|---:|---:|',
    ...rows.map(line),
  ]
}
