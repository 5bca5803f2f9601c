import { hostname } from 'node:os'
import logger from '@adonisjs/core/services/logger'
import type { Database } from '@adonisjs/lucid/database'
import type { QueryClientContract } from '@adonisjs/lucid/types/database'
import type { Consumer } from '#events/consumer'
import { modulesOf, type ConsumerRuntime } from '#events/consumer-runtime'
import { appendEvents } from '#events/outbox'
import { ReplayRequestedV1 } from '#events/operations/replay-requested'
import { ReplayCancelledV1 } from '#events/operations/replay-cancelled'
import { countEvents, replayConsumers, ReplayCancelledError } from '#events/replay'
import { DomainError, notFound, type CommandContext } from '#modules/kernel/index'
import type { ReplayDto, ReplayState, StartReplayRequest } from '../contracts/operations.js'
import { publish } from '../live.js'

/** A running request whose node stopped beating this long ago is marked failed (its consumer resumes at that node's restart). */
const STALE_SECONDS = 30
const HEARTBEAT_MS = 5_000

export function toReplayDto(row: Record<string, any>): ReplayDto {
  const processed = Number(row.processed)
  const total = Math.max(Number(row.total), processed)
  const rate = Number(row.events_per_second)
  return {
    id: row.id,
    state: row.state as ReplayState,
    consumers: row.consumers,
    all: row.all_projections,
    currentConsumer: row.current_consumer,
    processed,
    total,
    eventsPerSecond: rate,
    etaSeconds: row.state !== 'running' ? 0 : rate > 0 ? Math.ceil((total - processed) / rate) : null,
    cancelRequested: row.cancel_requested,
    error: row.error,
    createdAt: new Date(row.created_at).toISOString(),
    finishedAt: row.finished_at ? new Date(row.finished_at).toISOString() : null,
  }
}

async function markStale(db: QueryClientContract) {
  await db.rawQuery(
    `UPDATE replay_requests SET state = 'failed', error = 'node stopped', finished_at = now()
      WHERE state = 'running' AND updated_at < now() - make_interval(secs => ?)`,
    [STALE_SECONDS]
  )
}

export async function getReplay(db: QueryClientContract, id: string): Promise<ReplayDto> {
  if (!/^[0-9a-f-]{36}$/i.test(id)) throw notFound('operations.replay_not_found')
  await markStale(db)
  const row = await db.from('replay_requests').where('id', id).first()
  if (!row) throw notFound('operations.replay_not_found')
  return toReplayDto(row)
}

export async function recentReplays(db: QueryClientContract): Promise<ReplayDto[]> {
  await markStale(db)
  const rows = await db.from('replay_requests').orderBy('created_at', 'desc').limit(5)
  return rows.map(toReplayDto)
}

export interface ReplayDeps {
  db: Database
  runtime: ConsumerRuntime
  /** Consumers with read models (replayable projections). */
  projections: Consumer[]
  batchSize?: number
}

/**
 * Starts a replay of one projection or all of them on this node, in the background, and returns
 * its id. One at a time across nodes: a second start meets the unique index on running requests (409).
 */
export async function startReplay(deps: ReplayDeps, request: StartReplayRequest, ctx: CommandContext) {
  const chosen = request.all ? deps.projections : deps.projections.filter((c) => c.name === request.projection)
  if (chosen.length === 0) {
    throw new DomainError(422, 'operations.unknown_projection', [{ field: 'projection', message: 'operations.unknown_projection' }])
  }
  await markStale(deps.db.connection())
  const head = await deps.db.rawQuery('SELECT COALESCE(max(position), 0)::text AS h FROM event_log')
  const estimates = new Map<string, number>()
  for (const consumer of chosen) estimates.set(consumer.name, await countEvents(deps.db, modulesOf(consumer), '0', head.rows[0].h))
  const row = await deps.db
    .transaction(async (trx) => {
      const inserted = await trx.rawQuery(
        `INSERT INTO replay_requests (consumers, all_projections, state, total, requested_by, node)
         VALUES (?, ?, 'running', ?, ?, ?) RETURNING *`,
        [
          chosen.map((c) => c.name),
          request.all === true,
          [...estimates.values()].reduce((a, b) => a + b, 0),
          ctx.actor?.userId ?? null,
          hostname(),
        ] as any[]
      )
      const created = inserted.rows[0]
      await appendEvents(
        trx,
        [ReplayRequestedV1.create(created.id, { replayId: created.id, consumers: created.consumers, all: request.all === true })],
        {
          actorId: ctx.actor?.userId ?? null,
          correlationId: ctx.correlationId,
        }
      )
      return created
    })
    .catch((error) => {
      if (error?.code === '23505') throw new DomainError(409, 'operations.replay_running')
      throw error
    })
  publish({ kind: 'replay', replay: toReplayDto(row) })
  publish({ kind: 'consumers' })
  void runInBackground(deps, row.id, chosen, estimates)
  return toReplayDto(row)
}

/** Asks the running replay to stop; it does so before its next page (the projection keeps its live tables). */
export async function cancelReplay(db: Database, id: string, ctx: CommandContext) {
  if (!/^[0-9a-f-]{36}$/i.test(id)) throw notFound('operations.replay_not_found')
  return db.transaction(async (trx) => {
    const row = await trx.from('replay_requests').where('id', id).forUpdate().first()
    if (!row) throw notFound('operations.replay_not_found')
    if (row.state !== 'running') throw new DomainError(409, 'operations.replay_not_running')
    if (!row.cancel_requested) {
      await trx.from('replay_requests').where('id', id).update({ cancel_requested: true })
      await appendEvents(trx, [ReplayCancelledV1.create(id, { replayId: id })], {
        actorId: ctx.actor?.userId ?? null,
        correlationId: ctx.correlationId,
      })
    }
    return toReplayDto({ ...row, cancel_requested: true })
  })
}

/** This node's running replay, and whether the server is stopping (a stopping node cancels it; the page can start it again). */
let running: Promise<unknown> | undefined
let stopping = false

function runInBackground(deps: ReplayDeps, id: string, chosen: Consumer[], estimates: Map<string, number>) {
  stopping = false
  running = run(deps, id, chosen, estimates).catch((err) => logger.error({ err, replay: id }, 'replay request could not be finished'))
  return running
}

/** Called while the server terminates, before the database closes. */
export async function stopReplays() {
  stopping = true
  await running
}

/**
 * One projection, or all of them in one pass over the log (the same replayConsumers as
 * `events:replay --all`: its owner locks, resumable runs and the serving nodes' watchdog).
 * Progress is the sum over the chosen projections.
 */
async function run(deps: ReplayDeps, id: string, chosen: Consumer[], estimates: Map<string, number>) {
  const { db } = deps
  const heartbeat = setInterval(() => {
    db.rawQuery(`UPDATE replay_requests SET updated_at = now() WHERE id = ? AND state = 'running'`, [id]).catch(() => {})
  }, HEARTBEAT_MS)
  const started = Date.now()
  const processedBy = new Map<string, number>()
  const sum = (values: Iterable<number>) => [...values].reduce((a, b) => a + b, 0)
  let state: ReplayState = 'done'
  let error: string | null = null
  let writing: Promise<unknown> = Promise.resolve() // progress writes in order, the last before the final state
  try {
    await db.rawQuery('UPDATE replay_requests SET current_consumer = ?, updated_at = now() WHERE id = ?', [
      chosen.length === 1 ? chosen[0].name : null,
      id,
    ])
    await replayConsumers(db, deps.runtime, chosen, {
      batchSize: deps.batchSize ?? 2_000,
      shouldCancel: async () => {
        const { rows } = await db.rawQuery('SELECT cancel_requested FROM replay_requests WHERE id = ?', [id])
        return stopping || rows[0]?.cancel_requested === true
      },
      onProgress: (p) => {
        processedBy.set(p.consumer, p.processed)
        estimates.set(p.consumer, p.total)
        const processed = sum(processedBy.values())
        const rate = Math.round(processed / Math.max(0.001, (Date.now() - started) / 1000))
        writing = writing.then(() =>
          db
            .rawQuery(
              `UPDATE replay_requests SET processed = GREATEST(processed, ?), total = ?, events_per_second = ?, updated_at = now()
                WHERE id = ? RETURNING *`,
              [processed, sum(estimates.values()), rate, id]
            )
            .then(({ rows }) => rows[0] && publish({ kind: 'replay', replay: toReplayDto(rows[0]) }))
            .catch(() => {})
        )
      },
    })
  } catch (failure) {
    state = failure instanceof ReplayCancelledError ? 'cancelled' : 'failed'
    error = state === 'failed' ? ((failure as Error).message ?? String(failure)).slice(0, 2000) : null
  } finally {
    clearInterval(heartbeat)
    await writing
  }
  const { rows } = await db.rawQuery(
    `UPDATE replay_requests SET state = ?, error = ?, finished_at = now(), updated_at = now(),
            processed = CASE WHEN ? = 'done' THEN GREATEST(processed, ?) ELSE processed END,
            total = CASE WHEN ? = 'done' THEN GREATEST(processed, ?) ELSE total END
      WHERE id = ? RETURNING *`,
    [state, error, state, sum(processedBy.values()), state, sum(processedBy.values()), id] as any[]
  )
  if (rows[0]) publish({ kind: 'replay', replay: toReplayDto(rows[0]) })
  publish({ kind: 'consumers' })
}
