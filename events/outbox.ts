import { randomUUID } from 'node:crypto'
import { channel } from 'node:diagnostics_channel'
import type { QueryClientContract, TransactionClientContract } from '@adonisjs/lucid/types/database'
import type { EventMetadata, NewEvent } from './envelope.js'
import { validatePayload } from './catalogue.js'
import type { OutgoingEnvelope, TraceCarrier } from './event-bus.js'

export const OUTBOX_CHANNEL = 'telerawat_outbox'

/**
 * Told `{ events: [{ type, payload }] }` once the appending transaction committed (never for a
 * rollback); server/observability counts bookings and cancellations from it. Costs nothing
 * while nobody subscribes.
 */
export const committedEvents = channel('telerawat.events.committed')

/**
 * What may wrap the outbox's work; unset, appends and sends run bare. Tracing attaches here while
 * it is on (events/tracing-hooks.ts), so the outbox itself knows nothing of spans.
 */
export interface OutboxHooks {
  /** Wraps one command's append; `append` stores the trace context it is given with the events. */
  aroundAppend?: (events: NewEvent[], meta: EventMetadata, append: (trace?: TraceCarrier) => Promise<string>) => Promise<string>
  /** Wraps the relay's send of one batch; it may replace each envelope's `trace` before calling `send`. */
  aroundPublish?: (
    envelopes: OutgoingEnvelope[],
    transport: string,
    destination: (module: string) => string,
    send: () => Promise<void>
  ) => Promise<void>
  /** The trace context of the caller, for events appended later on its behalf (a group commit's batch). */
  currentTrace?: () => TraceCarrier | undefined
}

export const outboxHooks: OutboxHooks = {}

/**
 * Set by the server (server/providers/events-provider.ts): called once a top-level transaction
 * that appended events committed, to wake the relays (events/outbox-wake.ts). Unset (scripts,
 * tests without the event system), or outside a top-level transaction, the append's own
 * statement sends the NOTIFY.
 */
export const outboxWake: { afterCommit?: () => void } = {}

/** A Lucid transaction that is not a savepoint inside another (knex names the parent of a nested one). */
const isTopLevelTransaction = (trx: QueryClientContract): trx is TransactionClientContract =>
  trx.isTransaction && !(trx as unknown as { knexClient?: { parentTransaction?: unknown } }).knexClient?.parentTransaction

/**
 * Appends events to event_log inside the caller's transaction (the transactional outbox).
 * Payloads are validated here: an invalid event aborts the command, so nothing is committed.
 * Returns the position of the last appended event.
 */
export async function appendEvents(trx: QueryClientContract, events: NewEvent[], meta: EventMetadata = {}): Promise<string> {
  if (events.length === 0) return '0'
  const around = outboxHooks.aroundAppend
  if (!around) return append(trx, events, meta)
  return around(events, meta, (trace) => append(trx, events, meta, trace))
}

/** One command's events with its metadata, for appendCommandsEvents. */
export interface CommandEvents {
  events: NewEvent[]
  meta: EventMetadata
  trace?: TraceCarrier
}

async function append(trx: QueryClientContract, events: NewEvent[], meta: EventMetadata, trace?: TraceCarrier): Promise<string> {
  const [last] = await appendCommandsEvents(trx, [{ events, meta, trace }])
  return last
}

/**
 * The events of several commands, each with its own actor, correlation and trace, in one statement
 * (a group commit writes many commands in one transaction). Returns each command's last position,
 * in the order given; positions follow the order of the commands and of their events.
 */
export async function appendCommandsEvents(trx: QueryClientContract, commands: CommandEvents[]): Promise<string[]> {
  const rows = commands
    .flatMap(({ events, meta, trace }, c) =>
      events.map((event) => {
        const version = event.version ?? 1
        const { def, payload } = validatePayload(event.type, version, event.payload)
        return {
          id: randomUUID(),
          type: event.type,
          version,
          module: def.module,
          aggregate_type: def.aggregateType,
          aggregate_id: event.aggregateId,
          payload,
          actor_id: meta.actorId ?? null,
          correlation_id: meta.correlationId ?? null,
          causation_id: meta.causationId ?? null,
          traceparent: trace?.traceparent ?? null,
          tracestate: trace?.tracestate ?? null,
          c,
        }
      })
    )
    .map((row, n) => ({ ...row, n }))
  if (rows.length === 0) return commands.map(() => '0')
  const wakeAfterCommit = outboxWake.afterCommit !== undefined && isTopLevelTransaction(trx)
  // One statement for all; ORDER BY r.n gives positions in the order of `rows`.
  const result = await trx.rawQuery(
    `WITH appended AS (
       INSERT INTO event_log (id, type, version, module, aggregate_type, aggregate_id, payload, actor_id, correlation_id, causation_id, traceparent, tracestate)
       SELECT r.id, r.type, r.version, r.module, r.aggregate_type, r.aggregate_id, r.payload, r.actor_id, r.correlation_id, r.causation_id, r.traceparent, r.tracestate
         FROM jsonb_to_recordset(?::jsonb) AS r(id uuid, type text, version int, module text, aggregate_type text, aggregate_id text,
              payload jsonb, actor_id uuid, correlation_id text, causation_id text, traceparent text, tracestate text, n int)
        ORDER BY r.n
       RETURNING position)
     SELECT array_agg(position::text ORDER BY position) AS positions${wakeAfterCommit ? '' : ', pg_notify(?, max(position)::text)'} FROM appended`,
    [JSON.stringify(rows), ...(wakeAfterCommit ? [] : [OUTBOX_CHANNEL])]
  )
  // positions follow the order of `rows`: a command's last position is that of its last row
  const positions = result.rows[0].positions as string[]
  const lastByCommand = new Map<number, string>(rows.map(({ c }, n) => [c, positions[n]]))
  if (committedEvents.hasSubscribers) {
    const told = () => committedEvents.publish({ events: rows.map(({ type, payload }) => ({ type, payload })) })
    if (trx.isTransaction) (trx as TransactionClientContract).after('commit', told)
    else told()
  }
  // The relay is woken after the commit (never for a rolled-back command): by outboxWake, or by
  // the NOTIFY in the statement above, which PostgreSQL delivers at commit.
  if (wakeAfterCommit) (trx as TransactionClientContract).after('commit', () => outboxWake.afterCommit?.())
  return commands.map((_, c) => lastByCommand.get(c) ?? '0')
}

/**
 * The columns an envelope is made of, as the relay and replay select them: the time comes as
 * ISO text (millisecond precision, as Date#toISOString wrote it before), so no row pays a Date
 * parse and a format back; published_at is left out. `position` is text here: order by
 * `event_log.position` (a bare ORDER BY position would sort the text alias).
 */
export const ENVELOPE_COLUMNS = `position::text AS position, id, type, version, module, aggregate_type, aggregate_id, payload,
  actor_id, correlation_id, causation_id, to_char(occurred_at AT TIME ZONE 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.MS"Z"') AS occurred_at`

export function rowToEnvelope(row: Record<string, any>) {
  return {
    id: row.id as string,
    type: row.type as string,
    version: Number(row.version),
    aggregateType: row.aggregate_type as string,
    aggregateId: row.aggregate_id as string,
    payload: row.payload as Record<string, unknown>,
    actorId: (row.actor_id as string | null) ?? null,
    correlationId: (row.correlation_id as string | null) ?? null,
    causationId: (row.causation_id as string | null) ?? null,
    occurredAt: typeof row.occurred_at === 'string' ? row.occurred_at : new Date(row.occurred_at).toISOString(),
    position: String(row.position),
  }
}
