import type { Database } from '@adonisjs/lucid/database'
import type { TransactionClientContract } from '@adonisjs/lucid/types/database'
import type { Consumer } from '#events/consumer'
import { consumerLockKey, type ConsumerRuntime } from '#events/consumer-runtime'
import { envelopeSchema, type EventEnvelope } from '#events/envelope'
import { ENVELOPE_COLUMNS, appendEvents, rowToEnvelope } from '#events/outbox'
import { validatePayload } from '#events/catalogue'
import { DeadLetterRetriedV1 } from '#events/operations/dead-letter-retried'
import { DeadLetterDiscardedV1 } from '#events/operations/dead-letter-discarded'
import { DomainError, notFound, type CommandContext } from '#modules/kernel/index'

export interface RetryDeps {
  db: Database
  runtime: ConsumerRuntime
  consumers: Consumer[]
}

/**
 * Takes the dead letter's row lock and checks it is still open: of two nodes (or two admins)
 * acting on it at once, the second waits for the first's commit and then finds it resolved.
 */
async function lockOpen(trx: TransactionClientContract, id: string) {
  if (!/^\d{1,18}$/.test(id)) throw notFound('operations.dead_letter_not_found')
  const { rows } = await trx.rawQuery('SELECT * FROM dead_letters WHERE id = ? FOR UPDATE', [id])
  const row = rows[0]
  if (!row) throw notFound('operations.dead_letter_not_found')
  if (row.status !== 'open') throw new DomainError(409, `operations.dead_letter_already_${row.status}`)
  return row
}

/** What Retry delivers: the event as event_log holds it now (a fixed row, or a schema fixed by a deploy), validated afresh. */
async function currentEvent(trx: TransactionClientContract, row: Record<string, any>): Promise<EventEnvelope> {
  let raw: unknown = row.envelope
  if (row.event_id) {
    const { rows } = await trx.rawQuery(`SELECT ${ENVELOPE_COLUMNS} FROM event_log WHERE id = ?`, [row.event_id])
    if (rows[0]) raw = rowToEnvelope(rows[0])
  }
  const event = envelopeSchema.parse(raw) as EventEnvelope
  event.payload = validatePayload(event.type, event.version, event.payload).payload
  return event
}

const meta = (ctx: CommandContext) => ({ actorId: ctx.actor?.userId ?? null, correlationId: ctx.correlationId })

/**
 * Retry: re-delivers the event to its consumer through the consumer runtime, in the transaction
 * that marks the dead letter retried and appends DeadLetterRetried — exactly once, whatever the
 * number of nodes. If the consumer refuses it again, nothing of that is kept: the dead letter
 * stays open with this attempt's error (409).
 */
export async function retryDeadLetter(deps: RetryDeps, id: string, ctx: CommandContext) {
  let consumer: Consumer | undefined
  let applied: EventEnvelope[] = []
  let result: { position: string; consumer: string }
  try {
    result = await deps.db.transaction(async (trx) => {
      const row = await lockOpen(trx, id)
      consumer = deps.consumers.find((c) => c.name === row.consumer)
      if (!consumer) throw new Error(`consumer ${row.consumer} is not known to this server`)
      const event = await currentEvent(trx, row)
      await trx.rawQuery('SELECT pg_advisory_xact_lock(?)', [consumerLockKey(consumer.name)])
      const state = await trx.rawQuery('SELECT replaying FROM consumer_state WHERE consumer = ?', [consumer.name])
      // a running replay skips open dead letters and live delivery is paused: it would be lost
      if (state.rows[0]?.replaying) throw new DomainError(409, 'operations.consumer_replaying')
      // the dead-lettering recorded the event as seen; forget that, so the runtime applies it
      await trx.rawQuery('DELETE FROM consumer_inbox WHERE consumer = ? AND event_id = ?', [consumer.name, event.id])
      applied = await deps.runtime.applyBatch(consumer, [event], trx, { rebuiltThrough: 0n })
      await trx.rawQuery(
        `UPDATE dead_letters SET status = 'retried', retries = retries + 1, resolved_at = now(), resolved_by = ? WHERE id = ?`,
        [ctx.actor?.userId ?? null, id] as any[]
      )
      const retried = DeadLetterRetriedV1.create(String(row.id), {
        deadLetterId: String(row.id),
        consumer: consumer.name,
        eventId: row.event_id,
        eventType: row.event_type,
      })
      return { position: await appendEvents(trx, [retried], meta(ctx)), consumer: consumer.name }
    })
  } catch (error) {
    if (error instanceof DomainError) throw error
    const message = (error as Error).message ?? String(error)
    await deps.db.rawQuery(`UPDATE dead_letters SET retries = retries + 1, last_retry_error = ? WHERE id = ? AND status = 'open'`, [
      message,
      id,
    ])
    throw new DomainError(409, 'operations.retry_failed', undefined, { error: message.slice(0, 500) })
  }
  if (consumer && applied.length > 0) await deps.runtime.afterCommit(consumer, applied)
  return result
}

/** Discard: the consumer never applies this event; the reason is kept and DeadLetterDiscarded appended (the audit trail). */
export async function discardDeadLetter(db: Database, id: string, reason: string, ctx: CommandContext) {
  return db.transaction(async (trx) => {
    const row = await lockOpen(trx, id)
    await trx.rawQuery(`UPDATE dead_letters SET status = 'discarded', reason = ?, resolved_at = now(), resolved_by = ? WHERE id = ?`, [
      reason,
      ctx.actor?.userId ?? null,
      id,
    ] as any[])
    const discarded = DeadLetterDiscardedV1.create(String(row.id), {
      deadLetterId: String(row.id),
      consumer: row.consumer,
      eventId: row.event_id,
      eventType: row.event_type,
      reason,
    })
    return { position: await appendEvents(trx, [discarded], meta(ctx)), consumer: row.consumer as string }
  })
}

/** Retry all of a consumer's open dead letters, oldest first; each on its own (one refused does not stop the rest). */
export async function retryAllDeadLetters(deps: RetryDeps, consumer: string, ctx: CommandContext) {
  const { rows } = await deps.db.rawQuery(`SELECT id::text FROM dead_letters WHERE consumer = ? AND status = 'open' ORDER BY id`, [
    consumer,
  ])
  let retried = 0
  let failed = 0
  for (const { id } of rows) {
    try {
      await retryDeadLetter(deps, id, ctx)
      retried++
    } catch (error) {
      // resolved meanwhile by another node or admin: not a failure of this run
      if (error instanceof DomainError && error.message.startsWith('operations.dead_letter_already_')) continue
      failed++
    }
  }
  return { retried, failed }
}
