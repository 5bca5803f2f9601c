/**
 * `npm test`: every suite (unit, integration against real PostgreSQL, browser journeys).
 * Starts embedded PostgreSQL when DATABASE_URL is unset; uses KAFKA_BROKERS, REDIS_URL,
 * FHIR_BASE_URL, TURN_URLS… when set (the tests needing them skip otherwise, and the run ends with
 * one line per skipped group saying how to run it). The browser suite drives CHROMIUM_PATH, else
 * the system's Chromium, else the one the @sparticuz/chromium package ships (its choice printed
 * first; none usable → one line and the suite fails). Last, the bench smoke (every `npm run
 * bench` scenario for ~2 s on a small seed, in its own database: scripts/bench/smoke.mjs; one
 * passed or failed per scenario). Prints `<suite>: N passed, N failed, N skipped` per suite and
 * exits non-zero on any failure. `npm test -- unit` (or integration, e2e, bench-smoke) runs a
 * subset; other arguments are passed to vitest (e.g. `npm test -- integration
 * events/tests/kafka`); with them, lint, the typecheck and the bench smoke are skipped (as with
 * SKIP_LINT=1, SKIP_TYPECHECK=1 and SKIP_BENCH_SMOKE=1). `npm test -- bench-smoke` runs the
 * smoke alone (no lint, no typecheck).
 */
import { existsSync, readFileSync, rmSync, mkdirSync } from 'node:fs'
import path from 'node:path'
import { startEmbeddedPostgres } from './lib/embedded-db.mjs'
import { run, TS_NODE } from './lib/run.mjs'
import { buildClient } from './lib/build-client.mjs'
import { findChromium, NoBrowserError, probeChromium } from '../server/tests/helpers/chromium.mjs'
import { skipSummary } from '../server/tests/helpers/services.mjs'
import { benchSmoke } from './bench/smoke.mjs'

const root = path.resolve(import.meta.dirname, '..')
// One folder per run, so parallel runs (several developers' shells) never share a database.
const dataDir = path.join(root, '.test-data', `run-${process.pid}`)
const SUITES = ['unit', 'integration', 'e2e', 'bench-smoke']
const args = process.argv.slice(2)
const wanted = args.filter((a) => SUITES.includes(a))
const filters = args.filter((a) => !SUITES.includes(a)) // passed on to vitest (file filters, -t …)
const smokeByDefault = filters.length === 0 && process.env.SKIP_BENCH_SMOKE !== '1'
// lint and the typecheck run with the whole suite or a named vitest suite, not before the smoke alone
const smokeAlone = wanted.length > 0 && wanted.every((s) => s === 'bench-smoke')
const withChecks = filters.length === 0 && !smokeAlone
const suites = SUITES.filter((s) => (wanted.length === 0 ? s !== 'bench-smoke' || smokeByDefault : wanted.includes(s)))
mkdirSync(dataDir, { recursive: true })

let db = null
if (!process.env.DATABASE_URL) {
  db = await startEmbeddedPostgres({ dataDir, database: 'telerawat_test', preferredPort: 54339 })
}

const env = {
  ...process.env,
  NODE_ENV: 'test',
  HOST: '127.0.0.1',
  PORT: '0',
  APP_KEY: process.env.APP_KEY ?? 'test-app-key-0123456789abcdefghijklmnop',
  DATA_DIR: path.join(dataDir, 'app'),
  DATABASE_URL: process.env.DATABASE_URL ?? db.url,
  LOG_LEVEL: process.env.LOG_LEVEL ?? 'error',
  // every test registers its own users from 127.0.0.1
  REGISTER_LIMIT_PER_HOUR: process.env.REGISTER_LIMIT_PER_HOUR ?? '100000',
  // tests that need a service this run lacks note it here (server/tests/helpers/services.mjs)
  TELERAWAT_SKIPS_DIR: path.join(dataDir, 'skips'),
}

/** The browser suite's Chromium, launched once: false (and one line) when there is none. */
async function browserReady() {
  try {
    const found = await findChromium(env)
    console.log(`browser: ${found.label}, Chromium ${await probeChromium(found)}`)
    return true
  } catch (error) {
    if (!(error instanceof NoBrowserError)) throw error
    console.error(`e2e: ${error.message}`)
    return false
  }
}

const results = []
let skippedGroups = []
let failed = false
try {
  if (withChecks && process.env.SKIP_LINT !== '1') {
    // The conventions the build enforces (eslint.config.js) and the formatting (.prettierrc).
    const code = await run('npm', ['run', '--silent', 'lint'], { cwd: root, env })
    if (code !== 0) throw new Error('lint failed (npm run lint)')
    console.log('lint: OK')
  }
  if (withChecks && process.env.SKIP_TYPECHECK !== '1') {
    // Types are checked as part of the suite: a type error fails `npm test`.
    for (const project of ['tsconfig.json', 'client/tsconfig.json']) {
      const code = await run('npx', ['tsc', '-p', project, '--noEmit'], { cwd: root, env })
      if (code !== 0) throw new Error(`typecheck failed: ${project}`)
    }
    console.log('typecheck: server and client OK')
  }
  if (suites.some((s) => s === 'integration' || s === 'e2e')) {
    const code = await run(process.execPath, ['server/ace.js', 'migration:fresh', '--force'], { cwd: root, env })
    if (code !== 0) throw new Error('migrations failed')
  }
  if (suites.includes('e2e') && !(await browserReady())) {
    suites.splice(suites.indexOf('e2e'), 1)
    results.push({ suite: 'e2e', passed: 0, failed: 1, skipped: 0, note: ' (no usable Chromium, see above)' })
    failed = true
  }
  if (suites.includes('e2e') && process.env.SKIP_CLIENT_BUILD !== '1') {
    const code = await buildClient(root)
    if (code !== 0) throw new Error('client build failed')
  }
  for (const suite of suites) {
    if (suite === 'bench-smoke') {
      const smoke = await benchSmoke({ root, serverUrl: env.DATABASE_URL, dataDir }).catch((error) => {
        console.error(`bench-smoke: ${error.message}`)
        return { suite, passed: 0, failed: 1, skipped: 0, note: ' (see above)' }
      })
      results.push(smoke)
      if (smoke.failed > 0) failed = true
      continue
    }
    const report = path.join(dataDir, `${suite}-report.json`)
    rmSync(report, { force: true })
    const suiteEnv =
      suite === 'integration' ? { ...env, NODE_OPTIONS: [process.env.NODE_OPTIONS, ...TS_NODE].filter(Boolean).join(' ') } : env
    const code = await run(
      'npx',
      [
        'vitest',
        'run',
        '--config',
        'server/tests/vitest.config.ts',
        '--project',
        suite,
        '--reporter=default',
        '--reporter=json',
        `--outputFile=${report}`,
        ...filters,
      ],
      { cwd: root, env: suiteEnv }
    )
    const counts = existsSync(report) ? JSON.parse(readFileSync(report, 'utf8')) : null
    const passed = counts?.numPassedTests ?? 0
    const failedCount = counts ? counts.numFailedTests + (code !== 0 && counts.numFailedTests === 0 ? 1 : 0) : 1
    const skipped = (counts?.numPendingTests ?? 0) + (counts?.numTodoTests ?? 0)
    results.push({ suite, passed, failed: failedCount, skipped, note: '', failures: failedTests(counts, root) })
    if (code !== 0) failed = true
  }
} catch (error) {
  console.error(error.message)
  failed = true
} finally {
  skippedGroups = skipSummary(env.TELERAWAT_SKIPS_DIR)
  await db?.stop()
  rmSync(dataDir, { recursive: true, force: true })
}

console.log('')
// The failed tests' names again at the end: CI keeps only the tail of a run's output.
for (const r of results) for (const name of r.failures ?? []) console.log(`FAILED ${r.suite}: ${name}`)
for (const r of results) console.log(`${r.suite}: ${r.passed} passed, ${r.failed} failed, ${r.skipped} skipped${r.note}`)
for (const line of skippedGroups) console.log(line)
const sum = (key) => results.reduce((n, r) => n + r[key], 0)
const total = { passed: sum('passed'), failed: sum('failed'), skipped: sum('skipped') }
if (failed && total.failed === 0) total.failed = 1
console.log(`${total.passed} passed, ${total.failed} failed, ${total.skipped} skipped`)
process.exit(failed ? 1 : 0)

/** "file > suite > test" of each failed test in a vitest JSON report (at most 20). */
function failedTests(report, base) {
  const names = (report?.testResults ?? []).flatMap((file) => {
    const tests = file.assertionResults.filter((t) => t.status === 'failed')
    const where = path.relative(base, file.name)
    // a file that failed to load has no failed test of its own, only its message
    return tests.length
      ? tests.map((t) => `${where} > ${t.fullName}`)
      : file.status === 'failed'
        ? [`${where} (${(file.message ?? '').split('\n', 1)[0]})`]
        : []
  })
  return names.length > 20 ? [...names.slice(0, 20), `… and ${names.length - 20} more`] : names
}
