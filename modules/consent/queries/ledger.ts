import db from '@adonisjs/lucid/services/db'
import type { QueryClientContract } from '@adonisjs/lucid/types/database'
import { z } from 'zod'
import { decodeCursor, toPage, type PageRequest } from '#modules/kernel/index'
import { CONSENT_DOCUMENTS, CONSENT_KINDS, type ConsentKind } from '../contracts/consent-documents.js'
import type { ConsentEntryDto, ConsentLedgerDto } from '../contracts/consent-dto.js'
import { isActive, type LedgerEntry } from '../domain/consent-rules.js'

export const CONSENT_LEDGER_LIST = 'consent-ledger'
const ledgerKey = z.tuple([z.string().regex(/^\d{1,18}$/)])

export interface EntryRow {
  id: string
  seq: string
  user_id: string
  kind: ConsentKind
  action: 'GIVEN' | 'WITHDRAWN'
  version: string
  document_hash: string
  withdraws_entry_id: string | null
  actor_user_id: string
  actor_role: string
  occurred_at: Date
}

export const toLedgerEntry = (row: EntryRow): LedgerEntry => ({ id: row.id, kind: row.kind, action: row.action, version: row.version })

/** The newest entry of each kind for one user (the current state of each consent). */
export async function latestByKind(
  userId: string,
  client: QueryClientContract = db.connection()
): Promise<Map<ConsentKind, EntryRow>> {
  const { rows } = await client.rawQuery(
    `SELECT DISTINCT ON (kind) * FROM consent_entries WHERE user_id = ? ORDER BY kind, seq DESC`,
    [userId]
  )
  return new Map((rows as EntryRow[]).map((r) => [r.kind, r]))
}

/** The newest entry of one kind for one user, or null. */
export async function latestOfKind(userId: string, kind: ConsentKind, client: QueryClientContract = db.connection()) {
  const { rows } = await client.rawQuery(`SELECT * FROM consent_entries WHERE user_id = ? AND kind = ? ORDER BY seq DESC LIMIT 1`, [
    userId,
    kind,
  ])
  return (rows[0] as EntryRow | undefined) ?? null
}

/** Is the user's consent of this kind in force right now (its newest entry gives it)? */
export async function hasActiveConsent(userId: string, kind: ConsentKind, client?: QueryClientContract): Promise<boolean> {
  return isActive(await latestOfKind(userId, kind, client))
}

export function entryDto(row: EntryRow, activeIds: Set<string>): ConsentEntryDto {
  return {
    id: row.id,
    kind: row.kind,
    action: row.action,
    version: row.version,
    documentHash: row.document_hash,
    at: new Date(row.occurred_at).toISOString(),
    actor: { userId: row.actor_user_id, role: row.actor_role },
    withdrawsEntryId: row.withdraws_entry_id,
    active: activeIds.has(row.id),
    withdrawable: CONSENT_DOCUMENTS[row.kind].withdrawable,
  }
}

/** One page of a user's ledger, newest first, with each kind's current state. */
export async function pageLedger(userId: string, page: PageRequest): Promise<ConsentLedgerDto> {
  const after = page.cursor ? decodeCursor(CONSENT_LEDGER_LIST, page.cursor, ledgerKey) : null
  const { rows } = await db.rawQuery(
    `SELECT * FROM consent_entries WHERE user_id = ? ${after ? 'AND seq < ?::bigint' : ''}
      ORDER BY seq DESC LIMIT ?`,
    [userId, ...(after ?? []), page.limit + 1]
  )
  const latest = await latestByKind(userId)
  const activeIds = new Set([...latest.values()].filter((r) => isActive(r)).map((r) => r.id))
  const result = toPage(
    rows as EntryRow[],
    page.limit,
    CONSENT_LEDGER_LIST,
    (r) => [String(r.seq)],
    (r) => entryDto(r, activeIds)
  )
  const status = Object.fromEntries(
    CONSENT_KINDS.map((kind) => {
      const row = latest.get(kind)
      return [kind, isActive(row) ? { activeEntryId: row!.id, version: row!.version } : { activeEntryId: null, version: null }]
    })
  ) as ConsentLedgerDto['status']
  return { ...result, status }
}
