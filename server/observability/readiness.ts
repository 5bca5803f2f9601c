import app from '@adonisjs/core/services/app'
import db from '@adonisjs/lucid/services/db'
import { MigrationRunner } from '@adonisjs/lucid/migration'
import { RELAY_LOCK_KEY } from '#events/relay'

/** A probe answered within this long or it counts as not ready (a load balancer waits a few seconds). */
const CHECK_TIMEOUT_MS = 3000
/** Answers are reused this long: the probe is public, so a flood of probes costs one query a second. */
const REUSE_MS = 1000

export type ReadinessCheck = 'database' | 'migrations' | 'transport' | 'relay'

/**
 * Ready = the database answers, every migration on disk is applied, this node's event transport
 * is connected, and some node's relay holds the relay lock (events/relay.ts). The reasons are
 * for logs and tests only; the public answer is ok / unavailable.
 */
export async function readiness(): Promise<{ ready: boolean; failing: ReadinessCheck[] }> {
  if (last && Date.now() - last.at < REUSE_MS) return last.answer
  checking ??= check().finally(() => (checking = undefined))
  return checking
}

let last: { at: number; answer: { ready: boolean; failing: ReadinessCheck[] } } | undefined
let checking: Promise<{ ready: boolean; failing: ReadinessCheck[] }> | undefined
/** Once every migration was seen applied it stays so for this process (its files do not change). */
let migrationsApplied = false

async function check() {
  const failing: ReadinessCheck[] = []
  const [database, transport] = await Promise.all([withTimeout(databaseState()), transportConnected()])
  if (!database) failing.push('database', 'migrations', 'relay')
  else {
    if (!database.migrations) failing.push('migrations')
    if (!database.relay) failing.push('relay')
  }
  if (!transport) failing.push('transport')
  const answer = { ready: failing.length === 0, failing }
  last = { at: Date.now(), answer }
  return answer
}

/** One query for "reachable" and "a relay leads"; the migration list only until it was once complete. */
async function databaseState(): Promise<{ migrations: boolean; relay: boolean }> {
  // A lock on one bigint key shows in pg_locks as classid = high 32 bits, objid = low 32 bits, objsubid = 1.
  const { rows } = await db.connection().rawQuery(
    `SELECT EXISTS (SELECT 1 FROM pg_locks
                     WHERE locktype = 'advisory' AND granted AND objsubid = 1
                       AND classid = ? AND objid = ?
                       AND database = (SELECT oid FROM pg_database WHERE datname = current_database())) AS relay,
            to_regclass('adonis_schema') IS NOT NULL AS has_schema_table`,
    [Math.floor(RELAY_LOCK_KEY / 2 ** 32), RELAY_LOCK_KEY % 2 ** 32]
  )
  const { relay, has_schema_table: hasSchemaTable } = rows[0]
  if (!migrationsApplied && hasSchemaTable) {
    const list = await new MigrationRunner(db, app, { direction: 'up', dryRun: true }).getList()
    migrationsApplied = list.every((m) => m.status === 'migrated')
  }
  return { migrations: migrationsApplied, relay }
}

async function transportConnected(): Promise<boolean> {
  const system = await app.container.make('telerawat.events').catch(() => null)
  if (!system) return false // still joining Kafka consumer groups, or stopped
  return system.transport.isConnected?.() ?? true
}

function withTimeout<T>(work: Promise<T>): Promise<T | null> {
  let timer: NodeJS.Timeout | undefined
  const timeout = new Promise<null>((resolve) => (timer = setTimeout(() => resolve(null), CHECK_TIMEOUT_MS)))
  return Promise.race([work.catch(() => null), timeout]).finally(() => clearTimeout(timer))
}

/** Tests only: forget the reused answer, so the next probe checks again. */
export function forgetReadiness() {
  last = undefined
}
