import { z } from 'zod'
import type { QueryClientContract } from '@adonisjs/lucid/types/database'
import type { Consumer } from '#events/consumer'
import { redactPayload } from '#events/redaction'
import { decodeCursor, toPage, type Page, type PageRequest } from '#modules/kernel/index'
import type { DeliveryState, EventLogRowDto, EventSearch } from './contracts/operations.js'

const LIST = 'events'
const cursorKey = z.tuple([z.string().regex(/^\d{1,18}$/)])

const COLUMNS = `position::text AS position, id, type, version, module, aggregate_type, aggregate_id, payload, actor_id,
  correlation_id, causation_id, occurred_at, published_at`

/**
 * Pure: where one event stands for one consumer. A dead letter decides first (open or discarded;
 * a retried one was applied); then an inbox row, or a replay that folded it in (position up to
 * rebuilt_through, where the rebuild records no inbox row); otherwise it is still on its way.
 */
export function deliveryState(s: { deadLetter?: string; inInbox: boolean; position: bigint; rebuiltThrough: bigint }): DeliveryState {
  if (s.deadLetter === 'open') return 'dead-lettered'
  if (s.deadLetter === 'discarded') return 'discarded'
  if (s.inInbox || s.position <= s.rebuiltThrough) return 'applied'
  return 'pending'
}

/**
 * event_log rows, newest first, each with every reading consumer's delivery state; patient fields
 * redacted (events/redaction.ts) — `revealEvent` shows one event whole, audited.
 */
export async function searchEvents(
  db: QueryClientContract,
  search: Omit<EventSearch, 'limit' | 'cursor'>,
  page: PageRequest,
  consumers: Consumer[]
): Promise<Page<EventLogRowDto>> {
  const where: string[] = []
  const bindings: unknown[] = []
  const add = (clause: string, value: unknown) => (where.push(clause), bindings.push(value))
  if (search.aggregateId) add('aggregate_id = ?', search.aggregateId)
  if (search.type) add('type = ?', search.type)
  if (search.correlationId) add('correlation_id = ?', search.correlationId)
  if (search.from) add('occurred_at >= ?', search.from)
  if (search.to) add('occurred_at <= ?', search.to)
  if (page.cursor) add('position < ?', decodeCursor(LIST, page.cursor, cursorKey)[0])
  const { rows } = await db.rawQuery(
    `SELECT ${COLUMNS} FROM event_log ${where.length ? `WHERE ${where.join(' AND ')}` : ''} ORDER BY event_log.position DESC LIMIT ?`,
    [...bindings, page.limit + 1] as any[]
  )
  const result = toPage(
    rows,
    page.limit,
    LIST,
    (row: any) => [row.position],
    (row: any) => row
  )
  return { ...result, items: await withDeliveries(db, result.items, consumers) }
}

export async function eventRowsByIds(db: QueryClientContract, ids: string[], consumers: Consumer[], revealed = false) {
  const { rows } = await db.rawQuery(`SELECT ${COLUMNS} FROM event_log WHERE id = ANY(?::uuid[]) ORDER BY event_log.position`, [ids])
  return withDeliveries(db, rows, consumers, revealed)
}

async function withDeliveries(
  db: QueryClientContract,
  rows: any[],
  consumers: Consumer[],
  revealed = false
): Promise<EventLogRowDto[]> {
  if (rows.length === 0) return []
  const ids = rows.map((r) => r.id)
  const names = consumers.map((c) => c.name)
  const [inbox, letters, states] = await Promise.all([
    db.rawQuery('SELECT consumer, event_id FROM consumer_inbox WHERE consumer = ANY(?) AND event_id = ANY(?::uuid[])', [names, ids]),
    db.rawQuery('SELECT id::text, consumer, event_id, status FROM dead_letters WHERE event_id = ANY(?::uuid[]) ORDER BY id', [ids]),
    db.rawQuery('SELECT consumer, rebuilt_through::text, last_position::text FROM consumer_state WHERE consumer = ANY(?)', [names]),
  ])
  const seen = new Set(inbox.rows.map((r: any) => `${r.consumer}|${r.event_id}`))
  const letterOf = new Map<string, { id: string; status: string }>(
    letters.rows.map((r: any) => [`${r.consumer}|${r.event_id}`, { id: r.id, status: r.status }])
  )
  const rebuilt = new Map<string, bigint>(states.rows.map((r: any) => [r.consumer, BigInt(r.rebuilt_through)]))
  // an at-least-once consumer (the realtime gateway) keeps no inbox rows: its progress says how far it went
  const reached = new Map<string, bigint>(states.rows.map((r: any) => [r.consumer, BigInt(r.last_position)]))
  return rows.map((row) => ({
    position: String(row.position),
    id: row.id,
    type: row.type,
    version: Number(row.version),
    module: row.module,
    aggregateType: row.aggregate_type,
    aggregateId: row.aggregate_id,
    ...(revealed ? { payload: row.payload, redactedFields: [] } : redactPayload(row.type, Number(row.version), row.payload)),
    actorId: row.actor_id,
    correlationId: row.correlation_id,
    causationId: row.causation_id,
    occurredAt: new Date(row.occurred_at).toISOString(),
    publishedAt: row.published_at ? new Date(row.published_at).toISOString() : null,
    deliveries: consumers
      .filter((c) => c.handlers[row.type])
      .map((c) => {
        const key = `${c.name}|${row.id}`
        const letter = letterOf.get(key)
        const state = deliveryState({
          deadLetter: letter?.status,
          inInbox: seen.has(key) || (Boolean(c.atLeastOnce) && BigInt(row.position) <= (reached.get(c.name) ?? 0n)),
          position: BigInt(row.position),
          rebuiltThrough: rebuilt.get(c.name) ?? 0n,
        })
        return { consumer: c.name, state, deadLetterId: letter?.id ?? null }
      }),
  }))
}
