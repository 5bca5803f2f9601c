import type pg from 'pg'
import { DOMAIN, SIZE } from './plan.js'

const MARKER = 'seed_load_info'
/**
 * The data set's shape: raised when what the seed writes changes (2: e-mails verified and patient
 * profiles complete, so the bench's patients may book), so an older set is rebuilt, not reused.
 */
export const DATA_SET_VERSION = 2

/**
 * 'empty', 'seeded' (this data set, marker present), 'outdated' (an older version of it, or the
 * other size: SEED_LOAD_SIZE) or 'other-data'.
 */
export async function seedState(client: pg.Client): Promise<'empty' | 'seeded' | 'outdated' | 'other-data'> {
  const marker = await client.query(`SELECT to_regclass('public.${MARKER}') IS NOT NULL AS present`)
  if (marker.rows[0].present) {
    await client.query(`ALTER TABLE ${MARKER} ADD COLUMN IF NOT EXISTS version integer NOT NULL DEFAULT 1,
      ADD COLUMN IF NOT EXISTS size text NOT NULL DEFAULT 'clinic'`)
    const { rows } = await client.query(`SELECT count(*)::int AS n, max(version) AS version, max(size) AS size FROM ${MARKER}`)
    if (rows[0].n > 0) return rows[0].version === DATA_SET_VERSION && rows[0].size === SIZE ? 'seeded' : 'outdated'
  }
  const { rows } = await client.query(`SELECT (SELECT count(*) FROM users)::int + (SELECT count(*) FROM event_log)::int AS n`)
  return rows[0].n === 0 ? 'empty' : 'other-data'
}

/** Empties every table of the app (not the migration bookkeeping) and restarts its sequences. */
export async function resetDatabase(client: pg.Client) {
  const { rows } = await client.query(`SELECT tablename FROM pg_tables WHERE schemaname = 'public'
    AND tablename NOT LIKE 'adonis_schema%'`)
  const tables = rows.map((r) => `"${r.tablename}"`).join(', ')
  console.log(`[seed:load] --reset: truncating ${rows.length} tables`)
  await client.query(`TRUNCATE ${tables} RESTART IDENTITY CASCADE; ALTER SEQUENCE medical_record_number_seq RESTART WITH 1001`)
}

/** The marker the bench reads: when the set was built and whether the read models were replayed. */
export async function writeMarker(client: pg.Client) {
  await client.query(`CREATE TABLE IF NOT EXISTS ${MARKER} (seeded_at timestamptz NOT NULL, domain text NOT NULL,
    replayed_at timestamptz, version integer NOT NULL DEFAULT 1, size text NOT NULL DEFAULT 'clinic')`)
  await client.query(`INSERT INTO ${MARKER} (seeded_at, domain, version, size) VALUES (now(), $1, $2, $3)`, [
    DOMAIN,
    DATA_SET_VERSION,
    SIZE,
  ])
}
