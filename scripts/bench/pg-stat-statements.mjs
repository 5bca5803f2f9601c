import pg from 'pg'
import { startEmbeddedPostgres } from '../lib/embedded-db.mjs'

/**
 * Starts the embedded PostgreSQL of `dataDir` with pg_stat_statements preloaded (restarting it once
 * to add it); `loaded`: this call added it, so the caller takes it out at the end
 * (`ALTER SYSTEM RESET shared_preload_libraries`) and leaves the set as it found it.
 */
export async function startWithStatStatements(dataDir, preferredPort, loaded = false) {
  const db = await startEmbeddedPostgres({ dataDir, database: 'telerawat', preferredPort })
  const client = new pg.Client({ connectionString: db.url })
  await client.connect()
  const { rows } = await client.query('SHOW shared_preload_libraries')
  if (rows[0].shared_preload_libraries.includes('pg_stat_statements')) return { db, client, loaded }
  await client.query(`ALTER SYSTEM SET shared_preload_libraries = 'pg_stat_statements'`)
  await client.end()
  await db.stop()
  return startWithStatStatements(dataDir, preferredPort, true)
}
