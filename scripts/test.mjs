/**
 * `npm test`: every suite (unit, integration against real PostgreSQL, browser journeys).
 * Starts embedded PostgreSQL when DATABASE_URL is unset; uses KAFKA_BROKERS, REDIS_URL and
 * CHROMIUM_PATH when set. Prints `<suite>: N passed, N failed` per suite and exits non-zero on
 * any failure. `npm test -- unit` (or integration, e2e) runs a subset; other arguments are
 * passed to vitest (e.g. `npm test -- integration events/tests/kafka`); with them, lint and the
 * typecheck are skipped (as with SKIP_LINT=1 and SKIP_TYPECHECK=1).
 */
import { existsSync, readFileSync, rmSync, mkdirSync } from 'node:fs'
import path from 'node:path'
import { startEmbeddedPostgres } from './lib/embedded-db.mjs'
import { run, TS_NODE } from './lib/run.mjs'
import { buildClient } from './lib/build-client.mjs'

const root = path.resolve(import.meta.dirname, '..')
// One folder per run, so parallel runs (several developers' shells) never share a database.
const dataDir = path.join(root, '.test-data', `run-${process.pid}`)
const SUITES = ['unit', 'integration', 'e2e']
const args = process.argv.slice(2)
const wanted = args.filter((a) => SUITES.includes(a))
const filters = args.filter((a) => !SUITES.includes(a)) // passed on to vitest (file filters, -t …)
const suites = SUITES.filter((s) => wanted.length === 0 || wanted.includes(s))
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
}

const results = []
let failed = false
try {
  if (filters.length === 0 && process.env.SKIP_LINT !== '1') {
    // The conventions the build enforces (eslint.config.js) and the formatting (.prettierrc).
    const code = await run('npm', ['run', '--silent', 'lint'], { cwd: root, env })
    if (code !== 0) throw new Error('lint failed (npm run lint)')
    console.log('lint: OK')
  }
  if (filters.length === 0 && process.env.SKIP_TYPECHECK !== '1') {
    // Types are checked as part of the suite: a type error fails `npm test`.
    for (const project of ['tsconfig.json', 'client/tsconfig.json']) {
      const code = await run('npx', ['tsc', '-p', project, '--noEmit'], { cwd: root, env })
      if (code !== 0) throw new Error(`typecheck failed: ${project}`)
    }
    console.log('typecheck: server and client OK')
  }
  if (suites.some((s) => s !== 'unit')) {
    const code = await run(process.execPath, ['server/ace.js', 'migration:fresh', '--force'], { cwd: root, env })
    if (code !== 0) throw new Error('migrations failed')
  }
  if (suites.includes('e2e') && process.env.SKIP_CLIENT_BUILD !== '1') {
    const code = await buildClient(root)
    if (code !== 0) throw new Error('client build failed')
  }
  for (const suite of suites) {
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
    results.push({ suite, passed, failed: failedCount })
    if (code !== 0) failed = true
  }
} catch (error) {
  console.error(error.message)
  failed = true
} finally {
  await db?.stop()
  rmSync(dataDir, { recursive: true, force: true })
}

console.log('')
for (const r of results) console.log(`${r.suite}: ${r.passed} passed, ${r.failed} failed`)
const total = results.reduce((a, r) => ({ passed: a.passed + r.passed, failed: a.failed + r.failed }), { passed: 0, failed: 0 })
if (failed && total.failed === 0) total.failed = 1
console.log(`${total.passed} passed, ${total.failed} failed`)
process.exit(failed ? 1 : 0)
