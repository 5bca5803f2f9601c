import db from '@adonisjs/lucid/services/db'
import { z } from 'zod'
import { decodeCursor, encodeCursor, type Page, type PageRequest } from '#modules/kernel/index'
import type { AccessLogItem } from '../contracts/access-log-item.js'
import { pageAccessLog } from '../domain/access-log.js'
import { isoKey, timestampKey } from './keyset.js'
import { othersAccessPages } from './kept-records.js'

export const ACCESS_LOG_LIST = 'access-log'
/** Raw trail rows read per item asked: one item groups the rows one request wrote. */
const ROWS_PER_ITEM = 20
const rowKey = z.tuple([timestampKey, z.string().regex(/^\d{1,19}$/)])
/**
 * Others' rows only: health workers' and admins' (a patient reads no one's records but their own).
 * The role's literal lets the planner use record_access_log_others_newest (migration 0980), so the
 * patient's own reads, however many, are never walked.
 */
const OTHERS_ONLY = `AND l.actor_role <> 'PATIENT' AND l.actor_user_id <> ?`

/**
 * Who opened or changed a patient's records and documents, newest first (for the patient), one
 * page of items at a time; the cursor is the last trail row the page consumed. With
 * `exceptActorUserId`, that user's own accesses are left out (a patient's own views are no news).
 */
export function pagePatientAccessLog(
  patientId: string,
  page: PageRequest,
  exceptActorUserId: string | null = null
): Promise<Page<AccessLogItem>> {
  if (!exceptActorUserId) return loadAccessLogPage(patientId, page, null)
  // others' accesses only: kept per node until another's trail row for the patient is committed
  const variant = `${exceptActorUserId} ${page.limit} ${page.cursor ?? ''}`
  return othersAccessPages.answer(patientId, variant, -1, () => loadAccessLogPage(patientId, page, exceptActorUserId))
}

async function loadAccessLogPage(
  patientId: string,
  page: PageRequest,
  exceptActorUserId: string | null
): Promise<Page<AccessLogItem>> {
  const after = page.cursor ? decodeCursor(ACCESS_LOG_LIST, page.cursor, rowKey) : null
  const budget = page.limit * ROWS_PER_ITEM
  const { rows } = await db.rawQuery(
    `SELECT l.*, ${isoKey('l.occurred_at')} AS k_at FROM record_access_log l
      WHERE l.patient_id = ? ${exceptActorUserId ? OTHERS_ONLY : ''}
        ${after ? 'AND (l.occurred_at, l.id) < (?::timestamptz, ?::bigint)' : ''}
      ORDER BY l.occurred_at DESC, l.id DESC LIMIT ?`,
    [patientId, ...(exceptActorUserId ? [exceptActorUserId] : []), ...(after ?? []), budget + 1]
  )
  const { items, consumed } = pageAccessLog(
    rows.slice(0, budget).map((r: any) => ({
      at: new Date(r.occurred_at).toISOString(),
      actorUserId: r.actor_user_id,
      actorRole: r.actor_role,
      actorName: r.actor_name,
      action: r.action,
      resourceType: r.resource_type,
      resourceId: r.resource_id,
      requestId: r.request_id,
    })),
    page.limit
  )
  const more = consumed < rows.length
  const last = rows[consumed - 1]
  return { items, nextCursor: more && last ? encodeCursor(ACCESS_LOG_LIST, [last.k_at, String(last.id)]) : null }
}
