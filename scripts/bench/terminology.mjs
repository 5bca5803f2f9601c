/**
 * `node scripts/bench/terminology.mjs`: the terminology search on 20,000 entries beside the
 * exact-code lookup, on a fresh embedded PostgreSQL database (or BENCH_DATABASE_URL, which is
 * migrated fresh: use a throwaway one). Bounded: BENCH_TERMINOLOGY_ENTRIES (20000),
 * BENCH_TERMINOLOGY_ROUNDS (100 per query). Prints a table (docs/performance.md).
 */
import path from 'node:path'
import { rmSync } from 'node:fs'
import { startEmbeddedPostgres } from '../lib/embedded-db.mjs'
import { run, TS_NODE } from '../lib/run.mjs'

const root = path.resolve(import.meta.dirname, '../..')
const dataDir = path.join(root, '.test-data', `bench-terminology-${process.pid}`)
const db = process.env.BENCH_DATABASE_URL
  ? null
  : await startEmbeddedPostgres({ dataDir, database: 'bench_terminology', preferredPort: 54359 })
const env = {
  ...process.env,
  NODE_ENV: 'test',
  HOST: '127.0.0.1',
  PORT: '0',
  LOG_LEVEL: 'error',
  APP_KEY: 'bench-app-key-0123456789abcdefghijklmnop',
  DATABASE_URL: process.env.BENCH_DATABASE_URL ?? db.url,
  REGISTER_LIMIT_PER_HOUR: '100000',
}
let code = await run(process.execPath, ['server/ace.js', 'migration:fresh', '--force'], { cwd: root, env, stdio: 'ignore' })
if (code === 0) code = await run(process.execPath, [...TS_NODE, 'scripts/bench/terminology-bench.ts'], { cwd: root, env })
await db?.stop()
if (db) rmSync(dataDir, { recursive: true, force: true })
process.exit(code)
