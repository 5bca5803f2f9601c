import type { Database } from '@adonisjs/lucid/database'
import type { TransactionClientContract } from '@adonisjs/lucid/types/database'
import type { Consumer } from './consumer.js'
import { ConsumerRuntime, consumerLockKey, modulesOf } from './consumer-runtime.js'
import { rowToEnvelope } from './outbox.js'
import { validatePayload } from './catalogue.js'

export interface ReplayProgress {
  consumer: string
  processed: number
  lastPosition: string
  eventsPerSecond: number
}

export interface ReplayOptions {
  fromPosition?: string
  batchSize?: number
  onProgress?: (p: ReplayProgress) => void
}

/**
 * Rebuilds a consumer's read models from event_log while the app keeps serving.
 * Live deliveries to the consumer pause (and are skipped) while `replaying` is set; the final
 * step, under the consumer's lock, applies every event the inbox still lacks and clears the flag,
 * so nothing committed meanwhile is missed.
 */
export async function replayConsumer(db: Database, runtime: ConsumerRuntime, consumer: Consumer, options: ReplayOptions = {}) {
  const from = options.fromPosition ?? '0'
  const batchSize = options.batchSize ?? 1000
  const modules = modulesOf(consumer)
  const started = Date.now()
  let processed = 0
  let last = String(BigInt(from) - 1n)

  await db.transaction(async (trx) => {
    await lock(trx, consumer)
    await trx.rawQuery(
      `INSERT INTO consumer_state (consumer, replaying) VALUES (?, true)
       ON CONFLICT (consumer) DO UPDATE SET replaying = true, updated_at = now()`,
      [consumer.name]
    )
    if (from === '0') {
      for (const table of consumer.readModels ?? []) await trx.rawQuery(`TRUNCATE "${table}"`)
      await trx.rawQuery('DELETE FROM consumer_inbox WHERE consumer = ?', [consumer.name])
    } else {
      await trx.rawQuery('DELETE FROM consumer_inbox WHERE consumer = ? AND position >= ?', [consumer.name, from])
    }
  })

  const report = () =>
    options.onProgress?.({
      consumer: consumer.name,
      processed,
      lastPosition: last,
      eventsPerSecond: Math.round(processed / Math.max(0.001, (Date.now() - started) / 1000)),
    })

  const apply = async (trx: TransactionClientContract, rows: any[]) => {
    const events = rows.map((row) => {
      const event = rowToEnvelope(row)
      if (consumer.handlers[event.type]) event.payload = validatePayload(event.type, event.version, event.payload).payload
      return event
    })
    await runtime.applyBatch(consumer, events, trx)
    processed += events.length
    if (events.length > 0) last = events[events.length - 1].position
  }

  while (true) {
    const batch = await db.transaction(async (trx) => {
      const { rows } = await trx.rawQuery(
        `SELECT * FROM event_log WHERE position > ? AND module = ANY(?) ORDER BY position LIMIT ?`,
        [last, modules, batchSize]
      )
      await apply(trx, rows)
      return rows.length
    })
    report()
    if (batch < batchSize) break
  }

  await db.transaction(async (trx) => {
    await lock(trx, consumer)
    const { rows } = await trx.rawQuery(
      `SELECT e.* FROM event_log e
       WHERE e.module = ANY(?) AND e.position >= ?
         AND NOT EXISTS (SELECT 1 FROM consumer_inbox i WHERE i.consumer = ? AND i.event_id = e.id)
       ORDER BY e.position`,
      [modules, from, consumer.name]
    )
    await apply(trx, rows)
    await trx.rawQuery('UPDATE consumer_state SET replaying = false, updated_at = now() WHERE consumer = ?', [consumer.name])
  })
  report()
  return { processed, seconds: (Date.now() - started) / 1000 }
}

function lock(trx: TransactionClientContract, consumer: Consumer) {
  return trx.rawQuery('SELECT pg_advisory_xact_lock(?)', [consumerLockKey(consumer.name)])
}
