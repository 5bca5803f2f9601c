import db from '@adonisjs/lucid/services/db'
import { z } from 'zod'
import { decodeCursor, toPage, type Page, type PageRequest } from '#modules/kernel/index'
import {
  EXCHANGE_STATUSES,
  type ExchangeQueueItemDto,
  type ExchangeStatus,
  type ExchangeSummaryDto,
} from '../contracts/exchange-status.js'
import { displayStatus, storedFilter, type StoredStatus } from '../domain/status.js'
import { activeExchange, exchangeBlockers, exchangeConfig, workerOptions } from '../settings.js'
import { toQueueItemDto, toStatusDto, type StoredExchange } from './exchange-dto.js'

const LIST = 'satusehat-queue'
const cursorKey = z.tuple([z.string(), z.string()])

/** The admin queue, newest first, optionally one displayed status; keyset-paged. */
export async function pageExchangeQueue(status: ExchangeStatus | undefined, page: PageRequest): Promise<Page<ExchangeQueueItemDto>> {
  const config = activeExchange()
  const { maxAttempts } = workerOptions()
  const query = db.from('satusehat_exchanges').select('*')
  if (status) {
    const filter = storedFilter(status, config !== null)
    if (!filter) return { items: [], nextCursor: null }
    query.where('status', filter.status)
    if (filter.attempts === 'zero') query.where('attempts', 0)
    if (filter.attempts === 'some') query.where('attempts', '>', 0)
  }
  if (page.cursor) {
    const [createdAt, id] = decodeCursor(`${LIST}:${status ?? ''}`, page.cursor, cursorKey)
    query.whereRaw('(created_at, id) < (?::timestamptz, ?::uuid)', [createdAt, id])
  }
  const rows: StoredExchange[] = await query
    .orderBy([
      { column: 'created_at', order: 'desc' },
      { column: 'id', order: 'desc' },
    ])
    .limit(page.limit + 1)
  return toPage(
    rows,
    page.limit,
    `${LIST}:${status ?? ''}`,
    (row) => [new Date(row.created_at).toISOString(), row.id],
    (row) => toQueueItemDto(row, config !== null, maxAttempts)
  )
}

export async function exchangeSummary(): Promise<ExchangeSummaryDto> {
  const config = exchangeConfig()
  const active = activeExchange()
  const { rows } = await db.rawQuery(
    `SELECT status, (attempts > 0) AS tried, count(*)::int AS n FROM satusehat_exchanges GROUP BY status, (attempts > 0)`
  )
  const counts = Object.fromEntries(EXCHANGE_STATUSES.map((s) => [s, 0])) as Record<ExchangeStatus, number>
  for (const r of rows as Array<{ status: StoredStatus; tried: boolean; n: number }>) {
    counts[displayStatus({ status: r.status, attempts: r.tried ? 1 : 0 }, active !== null)] += r.n
  }
  return {
    configured: active !== null,
    blockers: exchangeBlockers(config),
    location: active?.location ?? null,
    fhirBaseUrl: config?.fhirBaseUrl ?? null,
    organizationId: config?.organizationId ?? null,
    counts,
  }
}

/** One record's row (null when the record was never queued: not final yet, or unknown). */
export async function findRecordExchange(recordId: string) {
  const row: StoredExchange | null = await db.from('satusehat_exchanges').where('record_id', recordId).first()
  if (!row) return null
  return { row, dto: toStatusDto(row, activeExchange() !== null, workerOptions().maxAttempts) }
}
