import { setTimeout as sleep } from 'node:timers/promises'
import type { Database } from '@adonisjs/lucid/database'
import type { TransactionClientContract } from '@adonisjs/lucid/types/database'
import type { Logger } from '@adonisjs/core/logger'
import { liveTables, type Consumer, type TableResolver } from './consumer.js'
import type { EventEnvelope } from './envelope.js'
import type { ConsumerDelivery, TraceCarrier } from './event-bus.js'
import { catalogue } from './catalogue.js'
import { receive } from './receipt.js'
import { timed } from './stage-timing.js'
import { isDatabaseUnavailable, isTransientDatabaseError } from './transient-errors.js'

export interface RuntimeOptions {
  maxAttempts: number
  baseDelayMs: number
}

/** Postgres advisory-lock key for a consumer, shared by live delivery and replay. */
export function consumerLockKey(name: string): number {
  let hash = 0
  for (const ch of `consumer:${name}`) hash = (Math.imul(hash, 31) + ch.charCodeAt(0)) | 0
  return hash
}

export function modulesOf(consumer: Consumer): string[] {
  const types = new Set(Object.keys(consumer.handlers))
  return [...new Set(catalogue.filter((d) => types.has(d.type)).map((d) => d.module))]
}

/** One batch on its way to one consumer, as the delivery hooks see it. */
export interface BatchDelivery {
  consumer: string
  /** The transport's name (in-process, kafka). */
  transport: string
  events: unknown[]
  /** `traces[i]`: the trace context event i arrived with. */
  traces?: Array<TraceCarrier | undefined>
}

/**
 * What may wrap each batch's delivery; unset, it runs bare. Tracing attaches here while it is on
 * (events/tracing-hooks.ts: the CONSUMER span and the correlation id of the delivery's log lines).
 */
export interface DeliveryHooks {
  aroundDelivery?: (delivery: BatchDelivery, deliver: () => Promise<void>) => Promise<void>
}

export const deliveryHooks: DeliveryHooks = {}

/**
 * Runs consumers: validates on receipt, dedupes through consumer_inbox in the same transaction
 * as the effect, retries with exponential backoff and dead-letters after maxAttempts — except
 * when the database itself is unavailable: then the delivery fails and the transport redelivers.
 */
/** Event ids an at-least-once consumer remembers having acted on (a minute of heavy traffic). */
const RECENT_EFFECTS_MAX = 50_000

export class ConsumerRuntime {
  /** Told of each new dead letter after it is stored (the operations page hears it live). */
  onDeadLetter?: (deadLetter: { id: string; consumer: string; eventType: string | null }) => void

  constructor(
    private db: Database,
    private logger: Logger,
    private options: RuntimeOptions = { maxAttempts: 5, baseDelayMs: 50 },
    /** The transport's name, told to the delivery hooks. */
    private system = 'in-process'
  ) {}

  delivery(consumer: Consumer): ConsumerDelivery {
    return {
      name: consumer.name,
      modules: modulesOf(consumer),
      deliver: (e) => this.deliver(consumer, e),
      deliverBatch: (events, traces) => this.deliverBatch(consumer, events, traces),
    }
  }

  /** Names the transport for the delivery hooks (set once it is known). */
  setTransportName(name: string) {
    this.system = name
  }

  /**
   * Applies a batch in one transaction (inbox rows inserted together, handlers in order).
   * If the batch fails, each event is delivered alone, with retries and dead-lettering.
   */
  async deliverBatch(consumer: Consumer, raws: unknown[], traces?: Array<TraceCarrier | undefined>): Promise<void> {
    const around = deliveryHooks.aroundDelivery
    if (!around) return this.deliverBatchNow(consumer, raws)
    return around({ consumer: consumer.name, transport: this.system, events: raws, traces }, () =>
      this.deliverBatchNow(consumer, raws)
    )
  }

  private async deliverBatchNow(consumer: Consumer, raws: unknown[]): Promise<void> {
    const valid: EventEnvelope[] = []
    for (const raw of raws) {
      const receipt = receive(raw)
      if (receipt.event && !(receipt.payloadError && consumer.handlers[receipt.event.type])) valid.push(receipt.event)
      else await this.deliver(consumer, raw) // dead-letters it with the reason
    }
    if (valid.length === 0) return
    if (consumer.atLeastOnce) return this.effectsThenProgress(consumer, valid)
    if (!valid.some((e) => consumer.handlers[e.type] && !consumer.ignores?.(e))) return this.recordProgress(consumer, valid)
    let applied: EventEnvelope[]
    try {
      applied = await timed(`apply ${consumer.name}`, valid.length, () =>
        this.db.transaction((trx) => this.applyLive(consumer, valid, trx))
      )
    } catch (error) {
      if (isDatabaseUnavailable(error)) throw error // redelivered by the transport; no event is at fault
      this.logger.warn(
        { consumer: consumer.name, correlation_id: valid[0].correlationId ?? undefined, err: error },
        'batch failed; delivering one by one'
      )
      for (const event of valid) await this.deliver(consumer, event)
      return
    }
    await timed(`after ${consumer.name}`, applied.length, () => this.afterCommit(consumer, applied))
  }

  /** Effects outside the database (socket pushes) for events a committed transaction applied. */
  async afterCommit(consumer: Consumer, applied: EventEnvelope[]) {
    if (!consumer.afterCommitBatch) return
    const mine = applied.filter((e) => consumer.handlers[e.type])
    if (mine.length > 0) await consumer.afterCommitBatch(mine)
  }

  async deliver(consumer: Consumer, raw: unknown): Promise<void> {
    const receipt = receive(raw)
    if (!receipt.event) return this.deadLetter(consumer, raw, receipt.envelopeError, 1)
    const event = receipt.event
    if (receipt.payloadError && consumer.handlers[event.type]) return this.deadLetter(consumer, event, receipt.payloadError, 1)
    if (consumer.atLeastOnce) return this.effectsThenProgress(consumer, [event])
    if (!consumer.handlers[event.type] || consumer.ignores?.(event)) return this.recordProgress(consumer, [event])

    for (let attempt = 1; ; attempt++) {
      try {
        const applied = await this.db.transaction((trx) => this.applyLive(consumer, [event], trx))
        await this.afterCommit(consumer, applied)
        return
      } catch (error) {
        if (attempt >= this.options.maxAttempts) {
          // An unavailable database (or a lock conflict that kept recurring) says nothing about
          // the event: the transport delivers it again.
          if (isTransientDatabaseError(error)) throw error
          return this.deadLetter(consumer, event, (error as Error).stack ?? String(error), attempt)
        }
        this.logger.warn(
          { consumer: consumer.name, event: event.id, correlation_id: event.correlationId ?? undefined, attempt, err: error },
          'consumer retry'
        )
        await sleep(this.options.baseDelayMs * 2 ** (attempt - 1))
      }
    }
  }

  /**
   * Live delivery under the consumer's lock: nothing while a replay rebuilds it (the replay reads
   * those events from event_log itself), and events a finished replay already folded in
   * (position <= rebuilt_through) are only recorded as seen. The lock, that check, the progress and
   * the inbox rows of the events it reads are one round trip (consumer_live_batch, migration 0005).
   */
  async applyLive(consumer: Consumer, events: EventEnvelope[], trx: TransactionClientContract): Promise<EventEnvelope[]> {
    if (events.length === 0) return []
    const recorded = events.filter((e) => consumer.handlers[e.type])
    const { rows } = await trx.rawQuery(
      'SELECT replaying, rebuilt_through::text AS rebuilt_through, fresh::text[] AS fresh FROM consumer_live_batch(?, ?, ?, ?::uuid[], ?::bigint[])',
      [consumer.name, consumerLockKey(consumer.name), lastPosition(events), recorded.map((e) => e.id), recorded.map((e) => e.position)]
    )
    const batch = rows[0] as { replaying: boolean; rebuilt_through: string; fresh: string[] }
    if (batch.replaying) return []
    const toApply = unseen(events, batch.fresh, BigInt(batch.rebuilt_through))
    await applyEvents(consumer, toApply, trx, liveTables)
    return toApply
  }

  /**
   * An at-least-once consumer: its effects at once, then its progress. A redelivery to this node
   * (a relay re-send after a crash between send and mark) is recognised by a bounded memory of
   * recent event ids; one to another node after a crash repeats the effect.
   */
  private async effectsThenProgress(consumer: Consumer, events: EventEnvelope[]) {
    const fresh = events.filter((e) => this.firstSight(`${consumer.name}|${e.id}`))
    if (fresh.length > 0) await timed(`after ${consumer.name}`, fresh.length, () => this.afterCommit(consumer, fresh))
    await this.recordProgress(consumer, events)
  }

  private readonly recentEffects = new Set<string>()

  private firstSight(key: string) {
    if (this.recentEffects.has(key)) return false
    if (this.recentEffects.size >= RECENT_EFFECTS_MAX) this.recentEffects.delete(this.recentEffects.values().next().value!)
    this.recentEffects.add(key)
    return true
  }

  /**
   * Events of types the consumer does not read only move its progress: no transaction, lock or
   * inbox row (nothing is applied, so there is nothing to dedupe), one statement. Not while a
   * replay rebuilds the consumer, as for the events it reads.
   */
  private async recordProgress(consumer: Consumer, events: EventEnvelope[]) {
    await timed(`skip ${consumer.name}`, events.length, () =>
      this.db.rawQuery(
        `INSERT INTO consumer_state (consumer, last_position, updated_at) VALUES (?, ?, now())
         ON CONFLICT (consumer) DO UPDATE SET last_position = GREATEST(consumer_state.last_position, EXCLUDED.last_position), updated_at = now()
         WHERE NOT consumer_state.replaying`,
        [consumer.name, lastPosition(events)]
      )
    )
  }

  /**
   * Records a batch in the inbox (one statement) and applies the events not seen before, in
   * order: with the consumer's set-based `applyBatch` when it has one, else handler by handler.
   * (Live delivery does the same through `applyLive`.)
   */
  async applyBatch(
    consumer: Consumer,
    events: EventEnvelope[],
    trx: TransactionClientContract,
    options: { table?: TableResolver; rebuiltThrough?: bigint } = {}
  ) {
    if (events.length === 0) return []
    const last = lastPosition(events)
    // Inbox rows and the consumer's progress in one statement (one round trip per batch).
    const inserted = await trx.rawQuery(
      `WITH progress AS (
         INSERT INTO consumer_state (consumer, last_position, updated_at) VALUES (?, ?, now())
         ON CONFLICT (consumer) DO UPDATE SET last_position = GREATEST(consumer_state.last_position, EXCLUDED.last_position), updated_at = now())
       INSERT INTO consumer_inbox (consumer, event_id, position)
       SELECT ?, id, position FROM unnest(?::uuid[], ?::bigint[]) AS t(id, position)
       ON CONFLICT DO NOTHING RETURNING event_id`,
      [consumer.name, last, consumer.name, events.map((e) => e.id), events.map((e) => e.position)]
    )
    const fresh = inserted.rows.map((r: { event_id: string }) => r.event_id)
    const toApply = unseen(events, fresh, options.rebuiltThrough ?? 0n)
    await applyEvents(consumer, toApply, trx, options.table ?? liveTables)
    return toApply
  }

  private async deadLetter(consumer: Consumer, raw: any, error: string, attempts: number) {
    this.logger.error(
      { consumer: consumer.name, event: raw?.id, correlation_id: raw?.correlationId ?? undefined, error },
      'event dead-lettered'
    )
    const eventId = typeof raw?.id === 'string' && /^[0-9a-f-]{36}$/i.test(raw.id) ? raw.id : null
    const id = await this.db.transaction(async (trx) => {
      const inserted = await trx.rawQuery(
        `INSERT INTO dead_letters (consumer, event_id, event_type, envelope, error, attempts) VALUES (?, ?, ?, ?::jsonb, ?, ?) RETURNING id::text`,
        [consumer.name, eventId, raw?.type ?? null, JSON.stringify(raw ?? null), error, attempts]
      )
      if (eventId && raw?.position) {
        // seen: it no longer counts as lag (the open dead letter says what is wrong)
        await trx.rawQuery(
          `INSERT INTO consumer_state (consumer, last_position, updated_at) VALUES (?, ?, now())
           ON CONFLICT (consumer) DO UPDATE SET last_position = GREATEST(consumer_state.last_position, EXCLUDED.last_position), updated_at = now()`,
          [consumer.name, raw.position]
        )
        await trx.rawQuery(`INSERT INTO consumer_inbox (consumer, event_id, position) VALUES (?, ?, ?) ON CONFLICT DO NOTHING`, [
          consumer.name,
          eventId,
          raw.position,
        ])
      }
      return inserted.rows[0].id as string
    })
    this.onDeadLetter?.({ id, consumer: consumer.name, eventType: typeof raw?.type === 'string' ? raw.type : null })
  }
}

/** The one fast path shared by live delivery and replay. */
export async function applyEvents(consumer: Consumer, events: EventEnvelope[], trx: TransactionClientContract, table: TableResolver) {
  const known = events.filter((e) => consumer.handlers[e.type])
  if (known.length === 0) return
  if (consumer.applyBatch) return consumer.applyBatch(known, trx, table)
  for (const event of known) await consumer.handlers[event.type](event, trx)
}

/** The events whose inbox rows were new, less those a finished replay already folded in. */
function unseen(events: EventEnvelope[], freshIds: string[], rebuiltThrough: bigint) {
  const fresh = new Set(freshIds)
  return events.filter((e) => fresh.delete(e.id) && BigInt(e.position) > rebuiltThrough)
}

function lastPosition(events: EventEnvelope[]) {
  return events.reduce((max, e) => (BigInt(e.position) > BigInt(max) ? e.position : max), '0')
}
