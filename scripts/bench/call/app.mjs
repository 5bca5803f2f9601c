import { existsSync, mkdirSync, rmSync } from 'node:fs'
import net from 'node:net'
import path from 'node:path'
import { startEmbeddedPostgres } from '../../lib/embedded-db.mjs'
import { localAppKey } from '../../lib/local-app-key.mjs'
import { run } from '../../lib/run.mjs'
import { startProcess, stopProcess, waitHttp } from '../processes.mjs'

export const root = path.resolve(import.meta.dirname, '../../..')

/** A port the OS hands out now (the benches never take fixed ports on the shared machine). */
export function freePort() {
  return new Promise((resolve, reject) => {
    const srv = net.createServer().once('error', reject)
    srv.listen(0, '127.0.0.1', () => {
      const { port } = srv.address()
      srv.close(() => resolve(port))
    })
  })
}

/** `npm run build` unless build/ exists and CALL_BENCH_SKIP_BUILD=1 (the production server is what is measured). */
export async function ensureBuild(log) {
  const server = path.join(root, 'build/server/bin/server.js')
  if (process.env.CALL_BENCH_SKIP_BUILD === '1' && existsSync(server)) return
  log('npm run build')
  const code = await run(process.execPath, ['scripts/build.mjs'], { cwd: root })
  if (!existsSync(server)) throw new Error(`build failed (exit ${code})`)
}

/**
 * A fresh embedded PostgreSQL under `dataDir` (wiped first), migrated with the built console, and
 * the production server on a free port. Returns its base URL, pid, env and a stop function.
 */
export async function startApp({ dataDir, env: extraEnv = {}, log }) {
  rmSync(dataDir, { recursive: true, force: true })
  mkdirSync(dataDir, { recursive: true })
  const db = await startEmbeddedPostgres({ dataDir, database: 'telerawat', preferredPort: 0, log })
  const port = await freePort()
  const env = {
    ...process.env,
    NODE_ENV: 'production',
    HOST: '127.0.0.1',
    PORT: String(port),
    APP_KEY: localAppKey(dataDir),
    DATA_DIR: dataDir,
    DATABASE_URL: db.url,
    LOG_LEVEL: 'warn',
    ...extraEnv,
  }
  const migrated = await run(process.execPath, [path.join(root, 'build/server/bin/console.js'), 'migration:run', '--force'], {
    cwd: root,
    env,
    stdio: ['ignore', 'ignore', 'inherit'],
  })
  if (migrated !== 0) {
    await db.stop()
    throw new Error(`migration:run failed (${migrated})`)
  }
  const server = startProcess(process.execPath, [path.join(root, 'build/server/bin/server.js')], {
    env,
    cwd: root,
    logFile: path.join(dataDir, 'server.log'),
  })
  const base = `http://127.0.0.1:${port}`
  const stop = async () => {
    await stopProcess(server)
    await db.stop()
  }
  try {
    await waitHttp(`${base}/api/health`, 120_000)
  } catch (error) {
    await stop()
    throw error
  }
  return { base, pid: server.pid, env, stop }
}
