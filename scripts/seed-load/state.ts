import type pg from 'pg'
import { DOMAIN } from './plan.js'

const MARKER = 'seed_load_info'

/** 'empty', 'seeded' (this data set, marker present) or 'other-data'. */
export async function seedState(client: pg.Client): Promise<'empty' | 'seeded' | 'other-data'> {
  const marker = await client.query(`SELECT to_regclass('public.${MARKER}') IS NOT NULL AS present`)
  if (marker.rows[0].present) {
    const { rows } = await client.query(`SELECT count(*)::int AS n FROM ${MARKER}`)
    if (rows[0].n > 0) return 'seeded'
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
    replayed_at timestamptz)`)
  await client.query(`INSERT INTO ${MARKER} (seeded_at, domain) VALUES (now(), $1)`, [DOMAIN])
}
