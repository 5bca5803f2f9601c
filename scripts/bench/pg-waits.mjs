/**
 * `node scripts/bench/pg-waits.mjs <database url> <out.jsonl>`: samples what PostgreSQL's backends
 * are doing every 50 ms (pg_stat_activity: active statements and their wait events) and, each
 * second, the commit and WAL-flush counters, one JSON line each with the monotonic clock in µs
 * (the clock of the bench's `[bench] … phase` lines and of a --cpu-prof profile). Used to profile
 * the messaging bench (docs/performance.md); waits for the database to exist, stops on SIGTERM.
 * `node scripts/bench/pg-waits.mjs --summary <out.jsonl> <from µs> <to µs>` tallies a window.
 */
import { appendFileSync, readFileSync } from 'node:fs'
import pg from 'pg'

const now = () => Number(process.hrtime.bigint() / 1000n)
const sleep = (ms) => new Promise((r) => setTimeout(r, ms))

if (process.argv[2] === '--summary') {
  const [file, from, to] = process.argv.slice(3)
  const lines = readFileSync(file, 'utf8')
    .trim()
    .split('\n')
    .map((l) => JSON.parse(l))
  const inside = lines.filter((l) => l.at >= Number(from) && l.at <= Number(to))
  const tally = new Map()
  const samples = inside.filter((l) => l.active)
  for (const s of samples) for (const a of s.active) tally.set(a, (tally.get(a) ?? 0) + 1)
  console.log(
    `${samples.length} samples; mean active backends ${(samples.reduce((n, s) => n + s.active.length, 0) / samples.length).toFixed(1)}`
  )
  for (const [k, n] of [...tally].sort((a, b) => b[1] - a[1]).slice(0, 25)) console.log(`${(n / samples.length).toFixed(2)}\t${k}`)
  const counters = inside.filter((l) => l.commits !== undefined)
  if (counters.length > 1) {
    const [a, b] = [counters[0], counters.at(-1)]
    const secs = (b.at - a.at) / 1e6
    console.log(
      `commits/s ${((b.commits - a.commits) / secs).toFixed(0)}; WAL syncs/s ${((b.walSync - a.walSync) / secs).toFixed(0)}; WAL sync ms per sync ${((b.walSyncMs - a.walSyncMs) / Math.max(1, b.walSync - a.walSync)).toFixed(2)}`
    )
  }
  process.exit(0)
}

const [url, out] = process.argv.slice(2)
let stop = false
process.on('SIGTERM', () => (stop = true))
let client
while (!stop && !client) {
  try {
    const c = new pg.Client({ connectionString: url })
    c.on('error', () => (stop = true)) // the bench stopped the database
    await c.connect()
    client = c
  } catch {
    await sleep(500)
  }
}
// WAL flush timings in pg_stat_io (a throwaway bench database: the setting is the server's)
await client?.query('ALTER SYSTEM SET track_wal_io_timing = on').catch(() => {})
await client?.query('SELECT pg_reload_conf()').catch(() => {})
let tick = 0
while (!stop && client) {
  try {
    const { rows } = await client.query(
      `SELECT coalesce(wait_event_type || ':' || wait_event, 'CPU') || '  ' || left(regexp_replace(query, '\\s+', ' ', 'g'), 70) AS what
         FROM pg_stat_activity WHERE datname = current_database() AND state = 'active' AND pid <> pg_backend_pid()`
    )
    appendFileSync(out, JSON.stringify({ at: now(), active: rows.map((r) => r.what) }) + '\n')
    if (tick++ % 20 === 0) {
      const { rows: c } = await client
        .query(
          `SELECT (SELECT xact_commit FROM pg_stat_database WHERE datname = current_database())::bigint AS commits,
                (SELECT wal_sync FROM pg_stat_wal)::bigint AS wal_sync, (SELECT wal_sync_time FROM pg_stat_wal) AS wal_sync_ms`
        )
        .catch(async () =>
          client.query(`SELECT (SELECT xact_commit FROM pg_stat_database WHERE datname = current_database())::bigint AS commits,
                (SELECT sum(fsyncs) FROM pg_stat_io WHERE object = 'wal')::bigint AS wal_sync, (SELECT sum(fsync_time) FROM pg_stat_io WHERE object = 'wal') AS wal_sync_ms`)
        )
      appendFileSync(
        out,
        JSON.stringify({
          at: now(),
          commits: Number(c[0].commits),
          walSync: Number(c[0].wal_sync),
          walSyncMs: Number(c[0].wal_sync_ms ?? 0),
        }) + '\n'
      )
    }
  } catch {
    break
  }
  await sleep(50)
}
await client?.end().catch(() => {})
process.exit(0)
