import { mkdirSync } from 'node:fs'
import path from 'node:path'
import { startEmbeddedPostgres } from '../lib/embedded-db.mjs'
import { run, TS_NODE } from '../lib/run.mjs'
import { localAppKey } from '../lib/local-app-key.mjs'

export const root = path.resolve(import.meta.dirname, '../..')

/**
 * DATABASE_URL, or an embedded PostgreSQL under `dataDir` (default .data/load, apart from the
 * everyday .data/), migrated; returns the env the app and ace need and a stop function.
 */
export async function prepareDatabase({ dataDir = process.env.DATA_DIR ?? path.join(root, '.data/load'), port = '3333' } = {}) {
  mkdirSync(dataDir, { recursive: true })
  let db = null
  if (!process.env.DATABASE_URL) {
    console.log(`[seed:load] embedded PostgreSQL in ${dataDir}`)
    db = await startEmbeddedPostgres({ dataDir, database: 'telerawat', preferredPort: 54339 })
  }
  const env = {
    ...process.env,
    NODE_ENV: process.env.NODE_ENV ?? 'development',
    HOST: '127.0.0.1',
    PORT: port,
    APP_KEY: process.env.APP_KEY ?? localAppKey(dataDir),
    DATA_DIR: dataDir,
    DATABASE_URL: process.env.DATABASE_URL ?? db.url,
    LOG_LEVEL: process.env.LOG_LEVEL ?? 'warn',
  }
  const code = await ace(env, ['migration:run', '--force'])
  if (code !== 0) throw new Error(`migration:run failed (${code})`)
  return { env, dataDir, stop: async () => db?.stop() }
}

/** The dev ace (sources, through ts-node) unless `built` asks for the compiled console. */
export function ace(env, args, { built = false, stdio = 'inherit' } = {}) {
  const script = path.join(root, built ? 'build/server/bin/console.js' : 'server/ace.js')
  return run(process.execPath, [script, ...args], { cwd: root, env, stdio })
}

/** Runs seed.ts (TypeScript, through ts-node) against env.DATABASE_URL. */
export function seed(env, args = []) {
  return run(process.execPath, [...TS_NODE, path.join(root, 'scripts/seed-load/seed.ts'), ...args], { cwd: root, env })
}
