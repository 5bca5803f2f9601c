import { z } from 'zod'
import type { QueryClientContract } from '@adonisjs/lucid/types/database'
import type { Consumer } from '#events/consumer'
import { redactPayload } from '#events/redaction'
import { decodeCursor, notFound, toPage, type Page, type PageRequest } from '#modules/kernel/index'
import type { DeadLetterDetailDto, DeadLetterDto, DeadLetterStatus } from '../contracts/operations.js'
import { eventRowsByIds } from '../events-browser.js'

const LIST = 'dead-letters'
const cursorKey = z.tuple([z.string().regex(/^\d{1,18}$/)])

const firstLine = (text: string) => {
  const line = text.split('\n', 1)[0]
  return line.length > 300 ? `${line.slice(0, 299)}…` : line
}

function toDto(row: Record<string, any>): DeadLetterDto {
  return {
    id: String(row.id),
    consumer: row.consumer,
    eventId: row.event_id,
    eventType: row.event_type,
    error: firstLine(row.error),
    attempts: row.attempts,
    retries: row.retries,
    status: row.status as DeadLetterStatus,
    createdAt: new Date(row.created_at).toISOString(),
    resolvedAt: row.resolved_at ? new Date(row.resolved_at).toISOString() : null,
    reason: row.reason,
  }
}

/** Newest first; by consumer, event type and status (open unless asked otherwise). */
export async function listDeadLetters(
  db: QueryClientContract,
  filter: { consumer?: string; type?: string; status?: DeadLetterStatus | 'all' },
  page: PageRequest
): Promise<Page<DeadLetterDto>> {
  const query = db
    .from('dead_letters')
    .select(
      'id',
      'consumer',
      'event_id',
      'event_type',
      'error',
      'attempts',
      'retries',
      'status',
      'created_at',
      'resolved_at',
      'reason'
    )
    .orderBy('id', 'desc')
    .limit(page.limit + 1)
  const status = filter.status ?? 'open'
  if (status !== 'all') query.where('status', status)
  if (filter.consumer) query.where('consumer', filter.consumer)
  if (filter.type) query.where('event_type', filter.type)
  if (page.cursor) query.where('id', '<', decodeCursor(LIST, page.cursor, cursorKey)[0])
  const rows = await query
  return toPage(rows, page.limit, LIST, (row) => [String(row.id)], toDto)
}

/** One dead letter opened: its payload, its whole error and the event as event_log holds it now. */
export async function openDeadLetter(db: QueryClientContract, id: string, consumers: Consumer[]): Promise<DeadLetterDetailDto> {
  if (!/^\d{1,18}$/.test(id)) throw notFound('operations.dead_letter_not_found')
  const row = await db.from('dead_letters').where('id', id).first()
  if (!row) throw notFound('operations.dead_letter_not_found')
  const [event] = row.event_id ? await eventRowsByIds(db, [row.event_id], consumers) : []
  return {
    ...toDto(row),
    fullError: row.error,
    lastRetryError: row.last_retry_error,
    envelope: redactedEnvelope(row.envelope),
    event: event ?? null,
    resolvedBy: row.resolved_by,
  }
}

/** The dead letter's copy of the event, its patient fields redacted as in the event browser (issue 24). */
function redactedEnvelope(envelope: unknown): unknown {
  const e = envelope as { type?: unknown; version?: unknown; payload?: unknown } | null
  if (!e || typeof e.type !== 'string' || typeof e.payload !== 'object' || e.payload === null) return envelope
  return { ...e, payload: redactPayload(e.type, Number(e.version), e.payload as Record<string, unknown>).payload }
}
