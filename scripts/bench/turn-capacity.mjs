/**
 * coturn relay capacity on this machine (issue 19, docs/performance.md "Call"): a private coturn
 * (scripts/services/turn.sh with its own port, relay port range and data dir), turnutils_peer as
 * the far end (it echoes every packet back through the relay), and turnutils_uclient sessions at
 * TURN_BENCH_KBPS each way (default 500 kbps: 1250-byte packets every 20 ms). Steps up the number
 * of concurrent relayed calls until the loss exceeds TURN_BENCH_LOSS_LIMIT % (default 1), the
 * offered rate is not reached, or the last step. Credentials are minted by the app's own
 * mintTurnCredential (TURN REST scheme), one user per uclient process; an expired and a forged
 * credential are tried first and must get no allocation.
 *
 * Bounded: each uclient run is killed after its length plus 60 s; coturn and the peer are stopped.
 * Usage: node scripts/bench/turn-capacity.mjs   (TURN_BENCH_STEPS=10,50,100 to choose the steps)
 */
import { execFileSync, spawn } from 'node:child_process'
import { randomBytes, randomUUID } from 'node:crypto'
import dgram from 'node:dgram'
import { mkdirSync, readFileSync, writeFileSync } from 'node:fs'
import path from 'node:path'
import { setTimeout as sleep } from 'node:timers/promises'
import { cpuMs } from './processes.mjs'
import { root } from './call/app.mjs'
import { loadMintTurnCredential } from './call/turn-credential.mjs'
import { steadySendRate, uclient } from './call/uclient.mjs'
import { fixed, loadAverage } from './call/stats.mjs'

const num = (name, fallback) => Number(process.env[name] ?? fallback)
const KBPS = num('TURN_BENCH_KBPS', 500)
const INTERVAL_MS = 20
const BYTES = Math.round((KBPS * 1000 * INTERVAL_MS) / 1000 / 8)
const SECONDS = num('TURN_BENCH_SECONDS', 20)
const LOSS_LIMIT = num('TURN_BENCH_LOSS_LIMIT', 1)
const PER_PROCESS = num('TURN_BENCH_SESSIONS_PER_CLIENT', 25)
const turn = {
  port: num('TURN_BENCH_PORT', 3495),
  minPort: num('TURN_BENCH_MIN_PORT', 50000),
  maxPort: num('TURN_BENCH_MAX_PORT', 50999),
  dir: process.env.TURN_BENCH_DIR ?? '/tmp/bench-turn-capacity',
  secret: randomBytes(24).toString('base64url'),
}
const relayPorts = turn.maxPort - turn.minPort + 1
const STEPS = (process.env.TURN_BENCH_STEPS ?? '10,25,50,100,150,200,300,400,480')
  .split(',')
  .map(Number)
  .filter((n) => n > 0 && n * 2 <= relayPorts - 10) // coturn reserves an even/odd port pair per allocation
const log = (msg) => console.log(`[turn-capacity] ${msg}`)
const started = Date.now()
const mint = await loadMintTurnCredential(root)

mkdirSync(turn.dir, { recursive: true })
const turnEnv = {
  ...process.env,
  TURN_PORT: String(turn.port),
  TURN_MIN_PORT: String(turn.minPort),
  TURN_MAX_PORT: String(turn.maxPort),
  TURN_DATA_DIR: turn.dir,
  TURN_SECRET: turn.secret,
}
const turnSh = (cmd) => execFileSync('bash', [path.join(root, 'scripts/services/turn.sh'), cmd], { env: turnEnv, encoding: 'utf8' })
turnSh('start')
let turnPid = Number(readFileSync(path.join(turn.dir, 'turnserver.pid'), 'utf8'))
const peerPort = await freeUdpPort()
const peer = spawn('turnutils_peer', ['-L', '127.0.0.1', '-p', String(peerPort)], { stdio: 'ignore' })
const rows = []
let checks = ''
try {
  await sleep(500)
  checks = await credentialChecks()
  log(checks)
  for (const calls of STEPS) {
    const row = await step(calls)
    rows.push(row)
    log(
      `${calls} calls: loss ${fixed(row.lossPct, 2)}%, offered rate reached ${fixed(row.reached * 100)}%, coturn ${fixed(row.turnCpu)} CPU ms/s`
    )
    if (!(row.lossPct <= LOSS_LIMIT) || row.reached < 0.9) break
    // a fresh coturn per step: uclient leaves its allocations to expire (10 min), holding relay ports
    turnSh('stop')
    turnSh('start')
    turnPid = Number(readFileSync(path.join(turn.dir, 'turnserver.pid'), 'utf8'))
  }
} finally {
  peer.kill()
  turnSh('stop')
}

const passed = rows.filter((r) => r.lossPct <= LOSS_LIMIT && r.reached >= 0.9)
const capacity = passed.length ? passed[passed.length - 1].calls : 0
const stoppedBy =
  rows.length > passed.length
    ? `the next step (${rows[passed.length].calls}) did not`
    : 'the last step (the bound, not the relay limit)'
const report = [
  `Run ${new Date(started).toISOString()} (${((Date.now() - started) / 1000).toFixed(0)} s), command \`node scripts/bench/turn-capacity.mjs\`; load average at the end ${loadAverage()}.`,
  '',
  `**coturn relay on this machine**: ${KBPS} kbps each way per call (${BYTES}-byte packets every ${INTERVAL_MS} ms, echoed by turnutils_peer through the relay), ${SECONDS} s per step, ≤ ${PER_PROCESS} sessions per turnutils_uclient process. **${capacity} concurrent relayed calls** passed (loss ≤ ${LOSS_LIMIT}% and ≥ 90% of the offered rate sent); ${stoppedBy}. ${checks}`,
  '',
  '| relayed calls | offered Mbit/s (both ways) | sent of offered | loss % | avg RTT ms | avg jitter ms | coturn CPU ms/s (% of a core) | coturn CPU ms/s per call | Mbit/s forwarded per core (sent rate) | UDP datagrams dropped, receive buffer full (machine) | load avg (1 min) |',
  '|---:|---:|---:|---:|---:|---:|---:|---:|---:|---:|---:|',
  ...rows.map(
    (r) =>
      `| ${r.calls} | ${fixed((r.calls * KBPS * 2) / 1000)} | ${fixed(r.reached * 100)}% | ${fixed(r.lossPct, 2)} | ${fixed(r.rttMs, 1)} | ${fixed(r.jitterMs, 1)} | ${fixed(r.turnCpu)} (${fixed(r.turnCpu / 10)}%) | ${fixed(r.turnCpu / r.calls, 1)} | ${fixed((r.calls * 2 * KBPS * r.reached) / 1000 / (r.turnCpu / 1000))} | ${r.udpDropped} | ${r.load} |`
  ),
].join('\n')
writeFileSync(path.join(turn.dir, 'turn-capacity.md'), `${report}\n`)
console.log(`\n${report}\n`)
process.exit(0)

/** Runs `calls` sessions in ceil(calls / PER_PROCESS) uclient processes, one TURN user each. */
async function step(calls) {
  const processes = Math.ceil(calls / PER_PROCESS)
  const count = Math.round((SECONDS * 1000) / INTERVAL_MS)
  const cpuBefore = cpuMs(turnPid)
  const udpBefore = udpErrors()
  const t0 = Date.now()
  const runs = await Promise.all(
    Array.from({ length: processes }, (_, i) => {
      const clients = Math.min(PER_PROCESS, calls - i * PER_PROCESS)
      const { username, credential } = mint(turn.secret, randomUUID(), randomUUID(), new Date(), 3600)
      return uclient({
        turnPort: turn.port,
        peerPort,
        clients,
        bytes: BYTES,
        count,
        intervalMs: INTERVAL_MS,
        username,
        credential,
        timeoutMs: (SECONDS + 60) * 1000,
      }).then((r) => ({ ...r, clients }))
    })
  )
  const seconds = (Date.now() - t0) / 1000
  const turnCpu = (cpuMs(turnPid) - cpuBefore) / seconds
  const udpDropped = udpErrors() - udpBefore
  const sent = runs.reduce((s, r) => s + (r.sent || 0), 0)
  const lost = runs.reduce((s, r) => s + (Number.isFinite(r.lost) ? r.lost : r.clients * count), 0)
  const offeredPps = calls * (1000 / INTERVAL_MS)
  const steadyPps = runs.reduce((s, r) => s + (steadySendRate(r.perSecond) || 0), 0)
  const weighted = (key) => runs.reduce((s, r) => s + (Number.isFinite(r[key]) ? r[key] * r.clients : 0), 0) / calls
  const failed = runs.filter((r) => r.allocationFailed || r.code !== 0)
  if (failed.length) log(`${failed.length} uclient runs failed: ${failed[0].text.split('\n').slice(-3).join(' | ')}`)
  return {
    calls,
    lossPct: failed.length ? 100 : sent ? (lost / sent) * 100 : 100,
    reached: Math.min(1, steadyPps / offeredPps),
    rttMs: weighted('rttMs'),
    jitterMs: weighted('jitterMs'),
    turnCpu,
    udpDropped,
    load: loadAverage().split(' / ')[0],
  }
}

/** An expired and a forged credential must get no relay allocation; the minted one must. */
async function credentialChecks() {
  const base = { turnPort: turn.port, peerPort, clients: 1, bytes: BYTES, count: 25, intervalMs: INTERVAL_MS, timeoutMs: 30_000 }
  const valid = mint(turn.secret, randomUUID(), randomUUID(), new Date(), 600)
  const expired = mint(turn.secret, randomUUID(), randomUUID(), new Date(Date.now() - 3600_000), 60)
  const forged = mint('not-the-secret', randomUUID(), randomUUID(), new Date(), 600)
  const [ok, old, fake] = await Promise.all([valid, expired, forged].map((c) => uclient({ ...base, ...c })))
  const word = (r) => (r.allocationFailed || r.code !== 0 ? 'no allocation' : `allocated, ${r.received}/${r.sent} echoed`)
  return `Credential checks: minted → ${word(ok)}; expired → ${word(old)}; forged → ${word(fake)}.`
}

/** UDP datagrams the kernel dropped for a full receive buffer (/proc/net/snmp, the whole machine): a starved reader. */
function udpErrors() {
  const lines = readFileSync('/proc/net/snmp', 'utf8')
    .split('\n')
    .filter((l) => l.startsWith('Udp:'))
  const [names, values] = lines.map((l) => l.split(/\s+/))
  return Number(values[names.indexOf('RcvbufErrors')])
}

function freeUdpPort() {
  return new Promise((resolve) => {
    const socket = dgram.createSocket('udp4')
    socket.bind(0, '127.0.0.1', () => {
      const { port } = socket.address()
      socket.close(() => resolve(port))
    })
  })
}
