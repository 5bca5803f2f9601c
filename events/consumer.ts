import type { TransactionClientContract } from '@adonisjs/lucid/types/database'
import type { EventEnvelope } from './envelope.js'

export type EventHandler = (event: EventEnvelope<any>, trx: TransactionClientContract) => Promise<void>

/**
 * A named, idempotent reader of domain events. `handlers` run inside the transaction that
 * also records the event in consumer_inbox; `afterCommit` is for effects outside the database
 * (socket pushes) and runs once per first delivery.
 */
export interface Consumer {
  name: string
  handlers: Record<string, EventHandler>
  afterCommit?: (event: EventEnvelope<any>) => Promise<void> | void
  /** Read-model tables this consumer owns; replay truncates them. */
  readModels?: string[]
}

export function defineConsumer(consumer: Consumer): Consumer {
  return consumer
}
