/**
 * `npm start`: starts embedded PostgreSQL (unless DATABASE_URL is set), builds the client when
 * needed, runs migrations, seeds demo accounts into an empty database, and serves the app. A start
 * that cannot succeed (e.g. a DATA_DIR PostgreSQL may not enter) ends with one line and exit code 1.
 */
import { existsSync, mkdirSync } from 'node:fs'
import path from 'node:path'
import { spawn } from 'node:child_process'
import { EmbeddedPostgresError, startEmbeddedPostgres } from './lib/embedded-db.mjs'
import { run, SERVER_ENV, SERVER_NODE_FLAGS, TS_NODE } from './lib/run.mjs'
import { buildClient, clientIsStale } from './lib/build-client.mjs'
import { localAppKey } from './lib/local-app-key.mjs'

const root = path.resolve(import.meta.dirname, '..')
const production = process.env.NODE_ENV === 'production'
const dataDir = path.resolve(root, process.env.DATA_DIR ?? '.data')

/** A start that cannot succeed ends here: one line saying what and what to do, exit code 1, no stack. */
function fail(message) {
  console.error(`\nTeleRawat tidak dapat dimulai: ${message}`)
  process.exit(1)
}

// PostgreSQL's access to DATA_DIR is checked by startEmbeddedPostgres, before it starts anything.
try {
  mkdirSync(dataDir, { recursive: true })
} catch (error) {
  fail(`DATA_DIR ${dataDir} tidak dapat dibuat (${error.code ?? error.message}). Pilih DATA_DIR lain.`)
}

// The database first: a data folder PostgreSQL cannot use fails in seconds, not after a client build.
let db = null
if (!process.env.DATABASE_URL) {
  console.log(`Memulai PostgreSQL embedded di ${dataDir}…`)
  try {
    db = await startEmbeddedPostgres({ dataDir, database: 'telerawat' })
  } catch (error) {
    fail(error instanceof EmbeddedPostgresError ? error.message : `PostgreSQL embedded gagal dimulai: ${error?.message ?? error}`)
  }
}

if (clientIsStale(root)) {
  console.log('Membangun client (vite build)…')
  const code = await buildClient(root)
  if (code !== 0) {
    await db?.stop()
    process.exit(code)
  }
}

let appKey = process.env.APP_KEY
if (!appKey) {
  if (production) {
    await db?.stop()
    fail('APP_KEY wajib diisi di production (mis. APP_KEY=$(openssl rand -base64 32)).')
  }
  appKey = localAppKey(dataDir)
}
if (production && !process.env.APP_URL) {
  await db?.stop()
  fail('APP_URL wajib diisi di production: asal tautan di e-mail (mis. APP_URL=https://telerawat.example.id).')
}

const env = {
  ...process.env,
  NODE_ENV: process.env.NODE_ENV ?? 'development',
  HOST: process.env.HOST ?? '127.0.0.1',
  PORT: process.env.PORT ?? '3333',
  APP_KEY: appKey,
  DATA_DIR: dataDir,
  DATABASE_URL: process.env.DATABASE_URL ?? db.url,
}
const ace = (args) => run(process.execPath, [path.join(root, 'server/ace.js'), ...args], { cwd: root, env })

let code = await ace(['migration:run', '--force'])
if (code === 0 && env.SEED_DEMO !== 'false' && env.NODE_ENV !== 'production') code = await ace(['db:seed-demo'])
if (code !== 0) {
  await db?.stop()
  process.exit(code)
}

// Production runs the compiled build (`npm run build`) when there is one; otherwise the sources.
const built = path.join(root, 'build/server/bin/server.js')
const serverArgs = production && existsSync(built) ? [built] : [...TS_NODE, path.join(root, 'server/bin/server.ts')]
const server = spawn(process.execPath, [...SERVER_NODE_FLAGS, ...serverArgs], {
  cwd: root,
  env: { ...SERVER_ENV, ...env },
  stdio: 'inherit',
})
console.log(`\nTeleRawat berjalan di http://${env.HOST}:${env.PORT}\n`)

let stopping = false
async function shutdown() {
  if (stopping) return
  stopping = true
  server.kill('SIGTERM')
}
process.on('SIGINT', shutdown)
process.on('SIGTERM', shutdown)
server.on('exit', async (exitCode) => {
  await db?.stop()
  process.exit(exitCode ?? 0)
})
