import type { TransactionClientContract } from '@adonisjs/lucid/types/database'
import type { EventEnvelope } from './envelope.js'

export type EventHandler = (event: EventEnvelope<any>, trx: TransactionClientContract) => Promise<void>

/**
 * Physical table for each read model a batch writes: the live table, or a replay's shadow.
 * `table('rm_x')` returns a quoted identifier ready for SQL.
 */
export type TableResolver = (readModel: string) => string

export const liveTables: TableResolver = (readModel) => `"${readModel}"`

/**
 * A set-based projection step: applies a whole batch (already deduplicated, in delivery order)
 * with a few statements — fold per key in memory, then write each final row once.
 */
export type BatchApplier = (events: EventEnvelope<any>[], trx: TransactionClientContract, table: TableResolver) => Promise<void>

/**
 * A named, idempotent reader of domain events. `handlers` run inside the transaction that
 * also records the event in consumer_inbox; `afterCommitBatch` is for effects outside the
 * database (socket pushes) and runs once per first delivery, with a committed batch's events in order.
 */
export interface Consumer {
  name: string
  /** The event types it reads (their bodies run one by one when there is no `applyBatch`). */
  handlers: Record<string, EventHandler>
  /** When set, used instead of `handlers` for every batch (live delivery and replay alike). */
  applyBatch?: BatchApplier
  afterCommitBatch?: (events: EventEnvelope<any>[]) => Promise<void> | void
  /**
   * Effects only, at least once: no handlers' writes, so no transaction and no inbox row; each
   * delivered batch runs `afterCommitBatch` at once and then records the progress. For hints
   * whose repetition is harmless (socket pushes: clients refetch), never for mail or money.
   */
  atLeastOnce?: boolean
  /**
   * Events of a type it reads that it knows, from the event alone, change nothing (a message to
   * someone with an open tab makes no notification). Must agree with `applyBatch`, which still
   * gets them in replay and in mixed batches. A live batch of only such events moves the
   * progress alone, in one statement, as for types it does not read.
   */
  ignores?: (event: EventEnvelope<any>) => boolean
  /** Read-model tables this consumer owns; replay rebuilds them in shadow tables and swaps them in. */
  readModels?: string[]
  /**
   * Non-unique indexes of those tables that its fold reads through (a lookup by a column that is
   * not a key): a replay keeps them while it fills the shadows. Every other non-unique index is
   * built once at the end of the replay instead of row by row.
   */
  replayLookups?: string[]
}

export function defineConsumer(consumer: Consumer): Consumer {
  return consumer
}

/** Handler map for a consumer whose work is all in `applyBatch`: it names the types it reads. */
export function readsTypes(types: string[]): Record<string, EventHandler> {
  return Object.fromEntries(types.map((t) => [t, async () => {}]))
}
