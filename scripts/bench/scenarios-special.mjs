import { spawnSync } from 'node:child_process'
import { setTimeout as sleep } from 'node:timers/promises'
import { signIn } from './session.mjs'
import { measure, notAvailable } from './measure.mjs'
import { establishedTo, rssMb, startProcess, stopProcess } from './processes.mjs'
import { runK6Checked } from './k6.mjs'

const BOOKERS = 20
/** Slots raced for (each by every booker); BENCH_BOOKING_ROUNDS (read when the scenario runs) makes a shorter run. */
const bookingRounds = () => Number(process.env.BENCH_BOOKING_ROUNDS ?? 60)

/**
 * Free slots nobody holds: the provider with the fewest bookings, on clinic days after every
 * existing appointment (so reruns of the bench never reuse a slot or a patient's time).
 */
async function freeSlots(ctx, count) {
  const {
    rows: [provider],
  } = await ctx.pg.query(`SELECT pp.id FROM provider_profiles pp JOIN users u ON u.id = pp.user_id
    WHERE u.email LIKE 'nakes%' ORDER BY (SELECT count(*) FROM appointments a WHERE a.provider_id = pp.id) LIMIT 1`)
  const { rows } = await ctx.pg.query(
    `WITH start AS (SELECT greatest((now() AT TIME ZONE $1)::date + 45,
        (SELECT (max(scheduled_at) AT TIME ZONE $1)::date + 1 FROM appointments)) AS d)
     SELECT to_char((((SELECT d FROM start) + g / 5) + (ARRAY['09:00','10:30','14:00','15:30','16:00'])[1 + g % 5]::time)
       AT TIME ZONE $1 AT TIME ZONE 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS"Z"') AS at
     FROM generate_series(0, $2 - 1) g ORDER BY g`,
    [ctx.timezone, count]
  )
  return { providerId: provider.id, slots: rows.map((r) => r.at) }
}

/** Sessions of the seeded patients pasien<first>… (count of them), signed in side by side. */
const signInPatients = (ctx, first, count) =>
  Promise.all(Array.from({ length: count }, (_, i) => signIn(ctx.base, `pasien${first + i}@${ctx.domain}`, ctx.password)))

export const specialScenarios = {
  booking: async (ctx) => {
    const name = `booking contention (${BOOKERS} VUs, same slot)`
    const rounds = bookingRounds()
    const { providerId, slots } = await freeSlots(ctx, rounds)
    const cookies = await signInPatients(ctx, 100, BOOKERS)
    const row = await measure(ctx, name, 'booking-contention.js', {
      VUS: String(BOOKERS),
      ITERATIONS: String(rounds),
      // every round must run (the check counts one winner per slot): k6's bound, not the load duration
      DURATION: '180s',
      PROVIDER_ID: providerId,
      SLOTS: JSON.stringify(slots),
      COOKIES: JSON.stringify(cookies),
    })
    const { rows } = await ctx.pg.query(`SELECT count(*)::int AS n FROM (SELECT 1 FROM appointments WHERE status <> 'CANCELLED'
      GROUP BY provider_id, scheduled_at HAVING count(*) > 1) d`)
    const created = row.metrics.booking_created?.values.count ?? 0
    const conflicts = row.metrics.booking_conflict?.values.count ?? 0
    // each slot has exactly one winner and every other request lost the race
    if (created !== slots.length || rows[0].n !== 0 || created + conflicts !== BOOKERS * rounds) {
      throw new Error(`${created}×201, ${conflicts}×409 for ${slots.length} slots × ${BOOKERS} VUs; double bookings ${rows[0].n}`)
    }
    row.note = `${created}×201, ${conflicts}×409 over ${slots.length} slots; double bookings (SQL): ${rows[0].n}`
    return row
  },
  'sign-in': async (ctx) => {
    const row = await measure(ctx, 'sign-in storm (POST /api/login)', 'sign-in-storm.js', {
      PASSWORD: ctx.password,
      DOMAIN: ctx.domain,
      // the seeded patients (fewer in the smoke's small set): every login must succeed
      PATIENTS: String(ctx.patients),
      VUS: String(ctx.signInVus),
    })
    row.note = `scrypt (N=16384, r=8) per login; ${ctx.signInVus} VUs`
    return row
  },
  sockets: async (ctx) => {
    const target = Number(process.env.BENCH_SOCKETS ?? 10_000)
    const vus = 10
    const perVu = Math.ceil(target / vus)
    const holdMs = Number(process.env.BENCH_SOCKETS_HOLD_MS ?? 20_000)
    const idle = rssMb(ctx.serverPid)
    const cookies = await signInPatients(ctx, 200, vus)
    // Measured from the outside (RSS from /proc, sockets from /proc/net/tcp), and k6 is stopped
    // at a deadline: with thousands of sockets its own shutdown is not reliable.
    const k6 = startProcess(ctx.k6, ['run', '--quiet', '--no-usage-report', `${ctx.root}/load-tests/bench/sockets-hold.js`], {
      cwd: ctx.root,
      logFile: `${ctx.tmp}/sockets.log`,
      env: {
        ...process.env,
        K6_AUTO_EXTENSION_RESOLUTION: 'false',
        BASE_URL: ctx.base,
        VUS: String(vus),
        PER_VU: String(perVu),
        HOLD_MS: String(holdMs),
        COOKIES: JSON.stringify(cookies),
      },
    })
    const deadline = Date.now() + perVu * 4 + holdMs + 30_000
    let peak = { rss: idle, sockets: 0 }
    while (Date.now() < deadline && k6.exitCode === null) {
      const sockets = establishedTo(Number(new URL(ctx.base).port))
      const rss = rssMb(ctx.serverPid)
      if (sockets >= peak.sockets) peak = { rss: Math.max(rss, peak.rss), sockets }
      else peak.rss = Math.max(rss, peak.rss)
      await sleep(500)
    }
    await stopProcess(k6)
    if (peak.sockets === 0) throw new Error('no socket was open during the hold (see sockets.log)')
    const perSocketKb = peak.sockets ? ((peak.rss - idle) * 1024) / peak.sockets : 0
    return {
      scenario: `RSS with ${target} signed-in sockets (${vus} sessions)`,
      na: `${peak.rss.toFixed(0)} MB peak RSS with ${peak.sockets} sockets open (idle ${idle.toFixed(0)} MB; ≈${perSocketKb.toFixed(0)} KB per socket)`,
    }
  },
  'commit-push': async (ctx) => {
    const vus = 5
    const perVu = Number(process.env.BENCH_PUSHES_PER_VU ?? 40)
    const kafka = Boolean(process.env.KAFKA_BROKERS)
    const name = `commit → Socket.IO push ${kafka ? 'via Kafka' : 'in-process (KAFKA_BROKERS unset: Kafka path skipped)'}`
    const { providerId, slots } = await freeSlots(ctx, vus * perVu)
    const cookies = await signInPatients(ctx, 300, vus)
    const { metrics } = await runK6Checked(
      ctx.k6,
      ctx.root,
      'commit-push.js',
      {
        BASE_URL: ctx.base,
        VUS: String(vus),
        PER_VU: String(perVu),
        PROVIDER_ID: providerId,
        SLOTS: JSON.stringify(slots),
        COOKIES: JSON.stringify(cookies),
      },
      ctx.tmp
    )
    const t = metrics.push_latency?.values ?? {}
    if (!t.count) throw new Error('no push was timed (no booking answered 201, or no socket connected)')
    const note = `${t.count ?? 0} pushes timed, ${metrics.push_missed?.values.count ?? 0} missed (5 s); ${vus} sockets booking in turn`
    return { scenario: name, rps: 0, p50: t['p(50)'], p95: t['p(95)'], p99: t['p(99)'], failed: 0, note, latencyOnly: true }
  },
  'landing-js': async (ctx) => {
    const out = spawnSync(process.execPath, ['scripts/bench/bundle-size.mjs', 'client/dist'], { cwd: ctx.root, encoding: 'utf8' })
    const total = /landing initial JS \((\d+) files\)\*\* \| [^|]+\| \*\*([\d.]+ KB)\*\*/.exec(out.stdout ?? '')
    const why = (out.stderr || '').split('\n').find((l) => /Error|missing/.test(l)) ?? 'no total in its output'
    if (!total) throw new Error(why.trim().slice(0, 160))
    return { ...notAvailable('landing page initial JS (gzip)', `${total[2]} gzip in ${total[1]} files`), noTransport: true }
  },
}
