import { mkdirSync, writeFileSync } from 'node:fs'
import path from 'node:path'
import { BROWSER_ACCEPT_ENCODING } from '../../load-tests/bench/browser.js'
import { SERVER_ENV, SERVER_NODE_FLAGS } from '../lib/run.mjs'

const ms = (v) => (v === undefined || v === null ? '' : v < 10 ? v.toFixed(1) : v.toFixed(0))
const pct = (v, base) => (base ? `${((v / base) * 100).toFixed(0)}%` : '')

/** How the bench starts the app node, as a command line: the same environment and flags as `npm start`. */
const serverCommand = [
  ...Object.entries(SERVER_ENV).map(([name, value]) => `${name}=${value}`),
  'NODE_ENV=production node',
  ...SERVER_NODE_FLAGS,
  'build/server/bin/server.js',
].join(' ')

/**
 * One markdown table: req/s, latency percentiles, ratios to bare node:http and /api/health, server
 * CPU per request, and the event transport the app ran with (KAFKA_BROKERS set: Kafka).
 */
export function formatTable(rows, transport = 'in-process') {
  const bare = rows.find((r) => r.scenario === 'bare node:http')?.rps
  const health = rows.find((r) => r.scenario === 'GET /api/health')?.rps
  // rows that do not go through the app (bare node:http, the bundle) have no transport
  const via = (r) => (r.noTransport ? '—' : transport)
  const lines = [
    '| scenario | transport | req/s | p50 ms | p95 ms | p99 ms | vs bare node:http | vs /api/health | server CPU ms/req | note |',
    '|---|---|---:|---:|---:|---:|---:|---:|---:|---|',
  ]
  for (const r of rows) {
    if (r.na) {
      lines.push(`| ${r.scenario} | ${via(r)} | | | | | | | | ${r.na} |`)
      continue
    }
    if (r.latencyOnly) {
      lines.push(`| ${r.scenario} | ${via(r)} | | ${ms(r.p50)} | ${ms(r.p95)} | ${ms(r.p99)} | | | | ${r.note ?? ''} |`)
      continue
    }
    const failed = r.failed > 0 ? `${(r.failed * 100).toFixed(1)}% failed; ` : ''
    lines.push(
      `| ${r.scenario} | ${via(r)} | ${r.rps.toFixed(0)} | ${ms(r.p50)} | ${ms(r.p95)} | ${ms(r.p99)} | ${pct(r.rps, bare)} | ${pct(r.rps, health)} | ${ms(r.cpuMsPerReq)} | ${failed}${r.note ?? ''} |`
    )
  }
  return lines.join('\n')
}

/** docs/perf/bench.md for a full run; a BENCH_ONLY subset goes to `file` instead, so it never replaces the full table. */
export function writeReport(file, { table, failed, command, commit, started, seconds, setup }) {
  mkdirSync(path.dirname(file), { recursive: true })
  writeFileSync(
    file,
    `# npm run bench — latest run

Command: \`${command}\` · commit \`${commit}\` · ${started.toISOString()} · ${seconds.toFixed(0)} s in all.
${setup}

${table}
${failed ? `\nFailed scenarios (the bench exited 1; a failed scenario has no figures):\n\n${failed}\n` : ''}
How to read it: each HTTP row is k6 against the production build (\`${serverCommand}\`, as \`npm start\` runs it)
on 127.0.0.1, one node, on the seeded data set (\`npm run seed:load\`: 200 providers, 5,000 patients, one provider with
10,000 appointments, 1,000,000 events). "server CPU ms/req" is the app process's user+system CPU time during the
scenario (from /proc/<pid>/stat) divided by its requests — the unit cost docs/scaling.md builds on. k6 runs on the same
2 cores, so req/s is a floor for a dedicated machine. A row whose endpoint did not answer 200 is "n/a" with its status.
The GET rows ask as a browser does (\`Accept-Encoding: ${BROWSER_ACCEPT_ENCODING}\`), so JSON over 1 KB is compressed
as the screens get it; the appointments page's walker, which decodes every body in k6, asks for it uncompressed.
A screen's rows are the requests the screen makes when it opens (scripts/bench/screens.mjs; client/tests/bench-screens.e2e.spec.ts
opens each screen in Chromium and fails when the app asks for anything else): the screen as it opens, then each request alone.
`
  )
  return file
}
