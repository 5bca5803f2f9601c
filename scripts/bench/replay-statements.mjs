/**
 * `DATA_DIR=<seeded set> node scripts/bench/replay-statements.mjs [events:replay flags]`: where a
 * replay's time goes in PostgreSQL. Runs the production build's `events:replay --all --timings`
 * on the seeded set (`npm run seed:load`, default .data/load) with pg_stat_statements, then prints
 * the wall time, the machine's busy core-seconds (/proc/stat), temporary files and blocks read
 * during the run, and the statements by total execution time. Execution times are wall times of
 * the statements: with every core busy they include waiting for one. The replay rebuilds the
 * read models in place (the set stays usable); pg_stat_statements is taken out again at the end
 * when this script added it.
 */
import { spawn } from 'node:child_process'
import { readFileSync } from 'node:fs'
import path from 'node:path'
import { root } from '../seed-load/database.mjs'
import { startWithStatStatements } from './pg-stat-statements.mjs'
import { localAppKey } from '../lib/local-app-key.mjs'

const dataDir = process.env.DATA_DIR ?? path.join(root, '.data/load')

/** Busy and total core-seconds of the machine so far (the first line of /proc/stat, in USER_HZ). */
function machineSeconds() {
  const fields = readFileSync('/proc/stat', 'utf8').split('\n')[0].trim().split(/\s+/).slice(1).map(Number)
  const total = fields.reduce((a, b) => a + b, 0)
  const idle = fields[3] + fields[4]
  return { busy: (total - idle) / 100, total: total / 100 }
}

const { db, client, loaded } = await startWithStatStatements(dataDir, 54369)
const databaseStats = async () =>
  (await client.query(`SELECT temp_files, temp_bytes, blks_read FROM pg_stat_database WHERE datname = current_database()`)).rows[0]
await client.query('CREATE EXTENSION IF NOT EXISTS pg_stat_statements')
await client.query('SELECT pg_stat_statements_reset()')
const before = { stats: await databaseStats(), machine: machineSeconds(), at: Date.now() }
const env = {
  ...process.env,
  NODE_ENV: 'development',
  HOST: '127.0.0.1',
  PORT: '3424',
  APP_KEY: process.env.APP_KEY ?? localAppKey(dataDir),
  DATABASE_URL: db.url,
  LOG_LEVEL: 'warn',
}
const replay = spawn(
  process.execPath,
  ['build/server/bin/console.js', 'events:replay', '--all', '--timings', ...process.argv.slice(2)],
  { cwd: root, env, stdio: 'inherit' }
)
const code = await new Promise((resolve) => replay.on('exit', (exitCode) => resolve(exitCode ?? 1)))
const after = { stats: await databaseStats(), machine: machineSeconds(), at: Date.now() }
const wall = (after.at - before.at) / 1000
const busy = after.machine.busy - before.machine.busy
console.log(
  `\nreplay exited ${code}: ${wall.toFixed(1)} s wall; machine ${busy.toFixed(1)} of ${(after.machine.total - before.machine.total).toFixed(1)} core-seconds busy; ` +
    `${after.stats.temp_files - before.stats.temp_files} temporary files (${Math.round((after.stats.temp_bytes - before.stats.temp_bytes) / 1e6)} MB); ` +
    `${after.stats.blks_read - before.stats.blks_read} blocks read outside shared buffers\n`
)
const { rows } = await client.query(
  `SELECT calls, total_exec_time AS ms, temp_blks_written AS temp, left(regexp_replace(query, '\\s+', ' ', 'g'), 150) AS query
     FROM pg_stat_statements WHERE dbid = (SELECT oid FROM pg_database WHERE datname = current_database())
    ORDER BY total_exec_time DESC LIMIT 25`
)
console.log('| total ms | calls | mean ms | temp blocks | statement |\n|---:|---:|---:|---:|---|')
for (const r of rows) {
  console.log(
    `| ${Math.round(r.ms)} | ${r.calls} | ${(r.ms / r.calls).toFixed(1)} | ${r.temp} | \`${r.query.replaceAll('|', '\\|')}\` |`
  )
}
if (loaded) await client.query('ALTER SYSTEM RESET shared_preload_libraries')
await client.end()
await db.stop()
process.exit(code)
