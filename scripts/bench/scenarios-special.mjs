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
/**
 * `count` bookable slots of the least-booked seeded provider, in the bookable window (45 to 360
 * days ahead), at times neither that provider nor any of the bench's patients (pasien<first>…,
 * `patients` of them) already holds: a reused seeded set stays usable run after run.
 */
async function freeSlots(ctx, count, first, patients) {
  const {
    rows: [provider],
  } = await ctx.pg.query(`SELECT pp.id FROM provider_profiles pp JOIN users u ON u.id = pp.user_id
    WHERE u.email LIKE 'nakes%' ORDER BY (SELECT count(*) FROM appointments a WHERE a.provider_id = pp.id) LIMIT 1`)
  const emails = Array.from({ length: patients }, (_, i) => `pasien${first + i}@${ctx.domain}`)
  const { rows } = await ctx.pg.query(
    `WITH grid AS (
       SELECT ((((now() AT TIME ZONE $1)::date + 45 + g / 5) + (ARRAY['09:00','10:30','14:00','15:30','16:00'])[1 + g % 5]::time)
               AT TIME ZONE $1) AS at
       FROM generate_series(0, 315 * 5 - 1) g),
     bench_patients AS (SELECT pp.id FROM patient_profiles pp JOIN users u ON u.id = pp.user_id WHERE u.email = ANY($4))
     SELECT to_char(grid.at AT TIME ZONE 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS"Z"') AS at FROM grid
     WHERE NOT EXISTS (SELECT 1 FROM appointments a WHERE a.scheduled_at = grid.at AND a.status <> 'CANCELLED'
                         AND (a.provider_id = $3 OR a.patient_id IN (SELECT id FROM bench_patients)))
     ORDER BY grid.at LIMIT $2`,
    [ctx.timezone, count, provider.id, emails]
  )
  if (rows.length < count) {
    throw new Error(
      `only ${rows.length} of ${count} free slots left in the bookable window: rebuild the set (npm run seed:load -- --reset)`
    )
  }
  return { providerId: provider.id, slots: rows.map((r) => r.at) }
}

/**
 * Cancels, through the API as each patient would, what earlier bench runs booked for these
 * patients (pasien<first>…, one session cookie each): everything 45 days ahead or later is the
 * bench's (the seed books 40 days ahead at most), so a reused seeded set keeps its free slots.
 */
async function cancelEarlierBenchBookings(ctx, first, cookies) {
  const emails = cookies.map((_, i) => `pasien${first + i}@${ctx.domain}`)
  const { rows } = await ctx.pg.query(
    `SELECT a.id, u.email FROM appointments a JOIN patient_profiles pp ON pp.id = a.patient_id JOIN users u ON u.id = pp.user_id
      WHERE u.email = ANY($1) AND a.status = 'SCHEDULED' AND a.scheduled_at >= now() + interval '44 days'`,
    [emails]
  )
  for (const row of rows) {
    const res = await fetch(`${ctx.base}/api/appointments/${row.id}/cancel`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', accept: 'application/json', cookie: cookies[emails.indexOf(row.email)] },
      body: JSON.stringify({ reason: 'bench' }),
    })
    if (!res.ok) throw new Error(`cancelling an earlier bench booking ${row.id}: ${res.status} ${await res.text()}`)
  }
}

/** Sessions of the seeded patients pasien<first>… (count of them), signed in side by side. */
const signInPatients = (ctx, first, count) =>
  Promise.all(Array.from({ length: count }, (_, i) => signIn(ctx.base, `pasien${first + i}@${ctx.domain}`, ctx.password)))

export const specialScenarios = {
  booking: async (ctx) => {
    const name = `booking contention (${BOOKERS} VUs, same slot)`
    const rounds = bookingRounds()
    const cookies = await signInPatients(ctx, 100, BOOKERS)
    await cancelEarlierBenchBookings(ctx, 100, cookies)
    const { providerId, slots } = await freeSlots(ctx, rounds, 100, BOOKERS)
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
    const cookies = await signInPatients(ctx, 300, vus)
    await cancelEarlierBenchBookings(ctx, 300, cookies)
    const { providerId, slots } = await freeSlots(ctx, vus * perVu, 300, vus)
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
    const r = metrics.request_to_push?.values ?? {}
    const note =
      `from the 201; from the request's start p50 ${Math.round(r['p(50)'] ?? 0)} / p99 ${Math.round(r['p(99)'] ?? 0)} ms; ` +
      `${t.count ?? 0} pushes timed, ${metrics.push_missed?.values.count ?? 0} missed (5 s); ${vus} sockets booking in turn`
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
