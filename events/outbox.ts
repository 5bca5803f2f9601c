import { randomUUID } from 'node:crypto'
import type { QueryClientContract } from '@adonisjs/lucid/types/database'
import type { EventMetadata, NewEvent } from './envelope.js'
import { validatePayload } from './catalogue.js'

export const OUTBOX_CHANNEL = 'telerawat_outbox'

/**
 * Appends events to event_log inside the caller's transaction (the transactional outbox).
 * Payloads are validated here: an invalid event aborts the command, so nothing is committed.
 * Returns the position of the last appended event.
 */
export async function appendEvents(
  trx: QueryClientContract,
  events: NewEvent[],
  meta: EventMetadata = {}
): Promise<string> {
  let last = '0'
  for (const event of events) {
    const version = event.version ?? 1
    const { def, payload } = validatePayload(event.type, version, event.payload)
    const result = await trx.rawQuery(
      `INSERT INTO event_log (id, type, version, module, aggregate_type, aggregate_id, payload, actor_id, correlation_id, causation_id)
       VALUES (?, ?, ?, ?, ?, ?, ?::jsonb, ?, ?, ?) RETURNING position`,
      [
        randomUUID(),
        event.type,
        version,
        def.module,
        def.aggregateType,
        event.aggregateId,
        JSON.stringify(payload),
        meta.actorId ?? null,
        meta.correlationId ?? null,
        meta.causationId ?? null,
      ] as any[] // Lucid's binding type omits null, which pg sends as SQL NULL
    )
    last = String(result.rows[0].position)
  }
  if (events.length > 0) await trx.rawQuery(`SELECT pg_notify(?, ?)`, [OUTBOX_CHANNEL, last])
  return last
}

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
    occurredAt: new Date(row.occurred_at).toISOString(),
    position: String(row.position),
  }
}
