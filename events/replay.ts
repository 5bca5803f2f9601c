import type { Database } from '@adonisjs/lucid/database'
import type { TransactionClientContract } from '@adonisjs/lucid/types/database'
import type { Consumer } from './consumer.js'
import type { EventEnvelope } from './envelope.js'
import { ConsumerRuntime, consumerLockKey, modulesOf } from './consumer-runtime.js'
import { ENVELOPE_COLUMNS, rowToEnvelope } from './outbox.js'
import { validatePayload } from './catalogue.js'
import { timed } from './stage-timing.js'
import { announceReadModelChange } from './read-model-changes.js'
import { createShadows, dropShadows, finishShadows, shadowTables, shadowsExist, shadowsLost, swapShadows } from './replay-shadow.js'
import { rebuildInOnePass, type PassRun } from './replay-pass.js'

export interface ReplayProgress {
  consumer: string
  processed: number
  /** Events this run applies: those up to the high-water mark still to rebuild, plus the catch-up so far. */
  total: number
  lastPosition: string
  eventsPerSecond: number
}

export interface ReplayOptions {
  fromPosition?: string
  batchSize?: number
  onProgress?: (p: ReplayProgress) => void
  /** Asked before each page: true stops the run, drops the shadows and leaves the live tables caught up. */
  shouldCancel?: () => boolean | Promise<boolean>
}

/** Another process is replaying this consumer right now (exit code 2 of events:replay). */
export class ReplayBusyError extends Error {}

/** The run was cancelled (shouldCancel): the live read model was kept and caught up. */
export class ReplayCancelledError extends Error {}

export interface ReplayResult {
  consumer: string
  processed: number
  seconds: number
  highWater: string
}

/**
 * Some consumers of a one-pass replay failed: each was rolled back (its live tables kept and
 * caught up, live delivery resumed); `results` are the consumers swapped in.
 */
export class ReplayFailedError extends Error {
  constructor(
    public failures: Array<{ consumer: string; error: unknown }>,
    public results: ReplayResult[]
  ) {
    super(failures.map((f) => `${f.consumer}: ${(f.error as Error)?.message ?? String(f.error)}`).join('; '))
  }
}

export const replayOwnerKey = (name: string) => consumerLockKey(`replay:${name}`)

/**
 * Rebuilds a consumer's read models from event_log while the app keeps serving, or resumes the
 * run a killed replay left behind (replay_runs). Readers keep the old tables until the swap:
 * 1. start: under a SHARE lock on event_log (writers finish, none start) take the high-water
 *    mark H, pause live delivery (`replaying`), create the shadow tables;
 * 2. rebuild: events up to H in keyset pages, folded set-based into the shadows; progress is
 *    committed with each page, so a killed run resumes where it stopped;
 * 3. catch up on events after H (recorded in the inbox), build the remaining indexes;
 * 4. swap, under the consumer's lock: the last events after H, then renames, `rebuilt_through = H`
 *    and live delivery resumes — from where the rebuild ended.
 */
export async function replayConsumer(db: Database, runtime: ConsumerRuntime, consumer: Consumer, options: ReplayOptions = {}) {
  try {
    const [result] = await replayConsumers(db, runtime, [consumer], options)
    return result
  } catch (error) {
    throw error instanceof ReplayFailedError ? error.failures[0].error : error
  }
}

/**
 * replayConsumer for several consumers in one read of the log (events:replay --all): every
 * consumer's run starts (or resumes) as above, then one pass of keyset pages feeds all their
 * shadows (rebuildInOnePass), then each catches up and is swapped in. A consumer that fails is
 * rolled back on its own (as Cancel does) while the others finish; then ReplayFailedError.
 */
export async function replayConsumers(
  db: Database,
  runtime: ConsumerRuntime,
  consumers: Consumer[],
  options: ReplayOptions = {}
): Promise<ReplayResult[]> {
  const owner = await db.transaction()
  try {
    for (const consumer of consumers) {
      const { rows } = await owner.rawQuery('SELECT pg_try_advisory_xact_lock(?) AS ok', [replayOwnerKey(consumer.name)])
      if (!rows[0].ok) throw new ReplayBusyError(`replay ${consumer.name} sedang berjalan di proses lain`)
    }
    return await runReplays(db, runtime, consumers, options)
  } finally {
    await owner.commit() // releases the owner locks; a killed process releases them with its connection
  }
}

/**
 * Events per page of a terminal replay. Larger pages merge more of each projection's upserts (a
 * fact, a pair, a counter is written once a page): 1M events took 105–109 s at 10,000, 100 s at
 * 20,000 and 94–97 s at 40,000, for a peak RSS of 0.59, 0.84 and 1.46 GB (docs/performance.md).
 * A smaller machine passes --batch-size.
 */
const REPLAY_PAGE_EVENTS = 40_000

interface Run extends PassRun {
  tables: string[]
  total: number
  lastPosition: string
}

async function runReplays(db: Database, runtime: ConsumerRuntime, consumers: Consumer[], options: ReplayOptions) {
  const batchSize = options.batchSize ?? REPLAY_PAGE_EVENTS
  const started = Date.now()
  const runs: Run[] = []
  for (const consumer of consumers) {
    const tables = consumer.readModels ?? []
    const run = await startOrResume(db, consumer, tables, options.fromPosition)
    runs.push({
      consumer,
      tables,
      modules: new Set(modulesOf(consumer)),
      highWater: BigInt(run.highWater),
      last: BigInt(run.lastPosition),
      lastPosition: run.lastPosition,
      // events an operator discarded (or has not yet retried) for this consumer stay out of the rebuild
      skipped: await deadLetteredIds(db, consumer.name),
      processed: 0,
      total: 0,
    })
  }
  await countTotals(db, runs)
  const report = (run: Run) =>
    options.onProgress?.({
      consumer: run.consumer.name,
      processed: run.processed,
      total: Math.max(run.total, run.processed),
      lastPosition: String(run.last > BigInt(run.lastPosition) ? run.last : run.lastPosition),
      eventsPerSecond: Math.round(run.processed / Math.max(0.001, (Date.now() - started) / 1000)),
    })
  const failures: Array<{ consumer: string; error: unknown }> = []
  const rollBack = async (run: Run) => {
    failures.push({ consumer: run.consumer.name, error: run.failure })
    // a rollback that fails too leaves the run to the watchdog of a serving node (or the next start)
    await abandonReplay(db, runtime, run.consumer, String(run.highWater), batchSize).catch(() => {})
  }
  const cancel = async (from: Run[]) => {
    for (const run of from) await abandonReplay(db, runtime, run.consumer, String(run.highWater), batchSize)
    throw new ReplayCancelledError(`replay ${from.map((r) => r.consumer.name).join(', ')} dibatalkan`)
  }

  // 2. Rebuild up to the high-water marks, all consumers from one read of the log.
  await analyzeIfStale(db)
  const pass = await rebuildInOnePass(db, runs, {
    batchSize,
    shouldStop: () => options.shouldCancel?.() ?? false,
    afterPage: async (run) => {
      if (run.failure) await rollBack(run as Run)
      else report(run as Run)
    },
  })
  const alive = () => runs.filter((r) => !r.failure)
  if (pass === 'stopped') await cancel(alive())

  // 3 and 4 for each consumer, side by side (their index builds use every core): catch up, the
  // deferred indexes, the swap.
  const rebuilt = alive()
  const outcomes = await Promise.allSettled(
    rebuilt.map((run) => finishRun(db, runtime, run, batchSize, { ...options, started }, () => report(run)))
  )
  const results: ReplayResult[] = []
  const cancelled: Run[] = []
  for (const [i, outcome] of outcomes.entries()) {
    const run = rebuilt[i]
    if (outcome.status === 'fulfilled') {
      report(run)
      results.push({ consumer: run.consumer.name, processed: run.processed, seconds: outcome.value, highWater: String(run.highWater) })
    } else if (outcome.reason instanceof ReplayCancelledError) {
      cancelled.push(run)
    } else {
      run.failure = outcome.reason
      await rollBack(run)
    }
  }
  if (cancelled.length > 0) await cancel(cancelled)
  if (failures.length > 0) throw new ReplayFailedError(failures, results)
  return results
}

/** Steps 3 and 4 of one consumer (throws ReplayCancelledError when asked to stop); its seconds since the start. */
async function finishRun(
  db: Database,
  runtime: ConsumerRuntime,
  run: Run,
  batchSize: number,
  options: ReplayOptions & { started: number },
  report: () => void
) {
  const { consumer, tables } = run
  const { started } = options
  const modules = [...run.modules]
  const highWater = String(run.highWater)
  /** Events after the high-water mark the inbox lacks (gaps too), applied to the shadows and recorded (counted once). */
  const catchUp = async (trx: TransactionClientContract, limit: number) => {
    const { rows } = await trx.rawQuery(
      `SELECT ${ENVELOPE_COLUMNS} FROM event_log e WHERE e.module = ANY(?) AND e.type = ANY(?) AND e.position > ?
         AND NOT EXISTS (SELECT 1 FROM consumer_inbox i WHERE i.consumer = ? AND i.event_id = e.id)
       ORDER BY e.position LIMIT ?`,
      [modules, typesOf(consumer), highWater, consumer.name, Math.min(limit, 1_000_000)]
    )
    await runtime.applyBatch(
      consumer,
      rows.map((row: any) => envelopeOf(consumer, row)),
      trx,
      { table: shadowTables }
    )
    run.processed += rows.length
    run.total = Math.max(run.total, run.processed)
    if (rows.length > 0) run.last = BigInt(rows[rows.length - 1].position)
    return rows.length
  }
  for (;;) {
    if (await options.shouldCancel?.()) throw new ReplayCancelledError(`replay ${consumer.name} dibatalkan`)
    if ((await db.transaction((trx) => catchUp(trx, batchSize))) < batchSize) break
    report()
  }
  await timed('replay.finish (indexes)', 0, () => db.transaction((trx) => finishShadows(trx, tables)))
  await db.transaction(async (trx) => {
    await trx.rawQuery('SELECT pg_advisory_xact_lock(?)', [consumerLockKey(consumer.name)])
    await catchUp(trx, Number.MAX_SAFE_INTEGER)
    await swapShadows(trx, tables)
    await announceReadModelChange(trx, consumer.name, '*')
    await trx.rawQuery(`UPDATE consumer_state SET replaying = false, rebuilt_through = ?, updated_at = now() WHERE consumer = ?`, [
      highWater,
      consumer.name,
    ])
    await trx.rawQuery('DELETE FROM replay_runs WHERE consumer = ?', [consumer.name])
  })
  return (Date.now() - started) / 1000
}

/** Each run's events still to rebuild, for the progress bar and the ETA: one scan of the log for all. */
async function countTotals(db: Database, runs: Run[]) {
  const todo = runs.filter((r) => r.last < r.highWater)
  if (todo.length === 0) return
  const from = todo.reduce((min, r) => (r.last < min ? r.last : min), todo[0].last)
  const to = todo.reduce((max, r) => (r.highWater > max ? r.highWater : max), 0n)
  const columns = todo.map((_, i) => `count(*) FILTER (WHERE position > ? AND position <= ? AND module = ANY(?))::bigint AS n${i}`)
  const { rows } = await db.rawQuery(`SELECT ${columns.join(', ')} FROM event_log WHERE position > ? AND position <= ?`, [
    ...todo.flatMap((r) => [String(r.last), String(r.highWater), [...r.modules]]),
    String(from),
    String(to),
  ])
  todo.forEach((run, i) => (run.total = Number(rows[0][`n${i}`])))
}

/**
 * Refreshes event_log's planner statistics when a tenth of it changed since the last ANALYZE
 * (a bulk load autovacuum has not reached yet): measured on 1M freshly inserted events, a page
 * took 1.3-3.4 s (bitmap scan + on-disk sort of the rest of the log) before and 15 ms after.
 */
async function analyzeIfStale(db: Database) {
  const { rows } = await db.rawQuery(
    `SELECT s.n_mod_since_analyze > GREATEST(1000, 0.1 * GREATEST(c.reltuples, 0)) AS stale
       FROM pg_stat_user_tables s JOIN pg_class c ON c.oid = s.relid WHERE s.relname = 'event_log' AND s.schemaname = 'public'`
  )
  if (rows[0]?.stale) await timed('replay.analyze event_log', 0, () => db.rawQuery('ANALYZE event_log'))
}

function envelopeOf(consumer: Consumer, row: Record<string, any>): EventEnvelope {
  const event = rowToEnvelope(row)
  if (consumer.handlers[event.type]) event.payload = validatePayload(event.type, event.version, event.payload).payload
  return event
}

/** Step 1, or the state a killed run left (its shadows are rebuilt from scratch if they are gone). */
async function startOrResume(db: Database, consumer: Consumer, tables: string[], fromPosition?: string) {
  return db.transaction(async (trx) => {
    await trx.rawQuery('SELECT pg_advisory_xact_lock(?)', [consumerLockKey(consumer.name)])
    const existing = await trx.rawQuery('SELECT * FROM replay_runs WHERE consumer = ?', [consumer.name])
    let run = existing.rows[0]
    if (!run) {
      await trx.rawQuery('LOCK TABLE event_log IN SHARE MODE')
      const { rows } = await trx.rawQuery('SELECT COALESCE(max(position), 0)::text AS h FROM event_log')
      const from = fromPosition ?? '0'
      const inserted = await trx.rawQuery(
        `INSERT INTO replay_runs (consumer, high_water, last_position, from_position) VALUES (?, ?, ?, ?) RETURNING *`,
        [consumer.name, rows[0].h, String(BigInt(from) > 0n ? BigInt(from) - 1n : 0n), from]
      )
      run = inserted.rows[0]
      await trx.rawQuery(
        `INSERT INTO consumer_state (consumer, replaying) VALUES (?, true)
         ON CONFLICT (consumer) DO UPDATE SET replaying = true, updated_at = now()`,
        [consumer.name]
      )
      await createShadows(trx, tables, BigInt(from) > 0n, consumer.replayLookups)
    } else if (!(await shadowsExist(trx, tables)) || (await shadowsLost(trx, tables, run.started_at))) {
      await dropShadows(trx, tables)
      await createShadows(trx, tables, BigInt(run.from_position) > 0n, consumer.replayLookups)
      await trx.rawQuery('UPDATE replay_runs SET last_position = GREATEST(from_position - 1, 0), processed = 0 WHERE consumer = ?', [
        consumer.name,
      ])
      run.last_position = String(BigInt(run.from_position) > 0n ? BigInt(run.from_position) - 1n : 0n)
    }
    return { highWater: String(run.high_water), lastPosition: String(run.last_position) }
  })
}

/**
 * At start: finishes every replay a dead process left behind (replay_runs rows nobody owns), and
 * rebuilds a consumer left paused without a run. Resuming is always safe: live delivery was
 * paused, and the replay reads everything it skipped from event_log.
 */
export async function recoverInterruptedReplays(
  db: Database,
  runtime: ConsumerRuntime,
  consumers: Consumer[],
  onRecovered?: (name: string) => void
) {
  const { rows } = await db.rawQuery(`SELECT consumer FROM replay_runs UNION SELECT consumer FROM consumer_state WHERE replaying`)
  for (const { consumer: name } of rows) {
    const consumer = consumers.find((c) => c.name === name && (c.readModels ?? []).length > 0)
    if (!consumer) continue
    try {
      await replayConsumer(db, runtime, consumer)
      onRecovered?.(name)
    } catch (error) {
      if (!(error instanceof ReplayBusyError)) throw error
    }
  }
}

/** Events of `modules` in (after, upTo]: the rebuild's total, for the progress bar and the ETA. */
export async function countEvents(db: Database, modules: string[], after: string, upTo: string): Promise<number> {
  const { rows } = await db.rawQuery(
    'SELECT count(*)::bigint AS n FROM event_log WHERE position > ? AND position <= ? AND module = ANY(?)',
    [after, upTo, modules]
  )
  return Number(rows[0].n)
}

async function deadLetteredIds(db: Database, consumer: string): Promise<Set<string>> {
  const { rows } = await db.rawQuery(
    `SELECT event_id FROM dead_letters WHERE consumer = ? AND status <> 'retried' AND event_id IS NOT NULL`,
    [consumer]
  )
  return new Set(rows.map((r: { event_id: string }) => r.event_id))
}

/**
 * Cancels a run: the shadows are dropped and the live tables, untouched by the rebuild, get the
 * events live delivery skipped while it was paused; then delivery resumes. Inbox rows the
 * catch-up recorded for the shadows (after the high-water mark) are forgotten first, so those
 * events are applied to the live tables too (a dead letter's row stays: it was never applied).
 */
export async function abandonReplay(db: Database, runtime: ConsumerRuntime, consumer: Consumer, highWater: string, batchSize: number) {
  const modules = modulesOf(consumer)
  const state = await db.rawQuery('SELECT rebuilt_through FROM consumer_state WHERE consumer = ?', [consumer.name])
  const rebuiltThrough = BigInt(state.rows[0]?.rebuilt_through ?? 0)
  await db.rawQuery(
    `DELETE FROM consumer_inbox i WHERE i.consumer = ? AND i.position > ?
       AND NOT EXISTS (SELECT 1 FROM dead_letters d WHERE d.consumer = i.consumer AND d.event_id = i.event_id)`,
    [consumer.name, highWater]
  )
  const missed = async (trx: TransactionClientContract, limit: number) => {
    await trx.rawQuery('SELECT pg_advisory_xact_lock(?)', [consumerLockKey(consumer.name)])
    const { rows } = await trx.rawQuery(
      `SELECT ${ENVELOPE_COLUMNS} FROM event_log e WHERE e.module = ANY(?) AND e.type = ANY(?) AND e.position > ?
         AND NOT EXISTS (SELECT 1 FROM consumer_inbox i WHERE i.consumer = ? AND i.event_id = e.id)
       ORDER BY e.position LIMIT ?`,
      [modules, typesOf(consumer), String(rebuiltThrough), consumer.name, limit]
    )
    await runtime.applyBatch(
      consumer,
      rows.map((row: any) => envelopeOf(consumer, row)),
      trx,
      { rebuiltThrough }
    )
    return rows.length
  }
  while ((await db.transaction((trx) => missed(trx, batchSize))) === batchSize) continue
  await db.transaction(async (trx) => {
    await missed(trx, 1_000_000)
    await dropShadows(trx, consumer.readModels ?? [])
    await trx.rawQuery('DELETE FROM replay_runs WHERE consumer = ?', [consumer.name])
    await trx.rawQuery('UPDATE consumer_state SET replaying = false, updated_at = now() WHERE consumer = ?', [consumer.name])
  })
}

/** The event types a consumer reads: live delivery records only these in its inbox. */
function typesOf(consumer: Consumer) {
  return Object.keys(consumer.handlers)
}
