import type { AccessAction, AccessLogItem, ResourceType } from '../contracts/access-log-item.js'

/**
 * The audit trail of medical records and documents (Permenkes 24/2022, UU 27/2022): every read
 * and change is written with who, in which role, what and when; the patient can see it.
 */

export interface AccessEntry {
  action: AccessAction
  resourceType: ResourceType
  /** null for a list that showed nothing (the opening itself is still recorded) */
  resourceId: string | null
  patientId: string
}

export interface AccessLogRow {
  at: string
  actorUserId: string
  actorRole: string
  actorName: string
  action: AccessAction
  resourceType: ResourceType
  resourceId: string | null
  requestId: string | null
}

const VERB: Record<AccessAction, string> = {
  READ: 'melihat',
  CREATE: 'menambahkan',
  UPDATE: 'mengubah',
  DOWNLOAD: 'mengunduh',
  UPLOAD: 'mengunggah',
  HIDE: 'menyembunyikan',
  SHOW: 'menampilkan kembali',
}

const NOUN: Record<ResourceType, string> = {
  record: 'rekam medis',
  document: 'dokumen',
  resume: 'resume medis',
  fhir_bundle: 'rekam medis lengkap (FHIR)',
  conversation: 'pesan',
  event: 'data Anda di log kejadian sistem',
  intake: 'formulir pra-kunjungan',
}

export function describeAccess(action: AccessAction, resourceType: ResourceType, count: number): string {
  const noun = NOUN[resourceType]
  if (count === 0) return `${VERB[action]} daftar ${noun} (kosong)`
  return count === 1 ? `${VERB[action]} ${noun}` : `${VERB[action]} ${count} ${noun}`
}

/**
 * One line per access: the rows one request wrote for the same action (a list that showed 12
 * records) become one item. Rows come newest first and stay in that order.
 */
export function groupAccessLog(rows: AccessLogRow[], limit: number): AccessLogItem[] {
  return pageAccessLog(rows, limit).items
}

/**
 * Groups rows (newest first) into at most `limit` items; `consumed` is how many rows those items
 * took — the rows before the first row of the item that did not fit, so the next page starts
 * there. (An item whose rows interleave with the next one's, or exceed the rows read, continues
 * as a second item on the next page; its rows are never lost nor shown twice.)
 */
export function pageAccessLog(rows: AccessLogRow[], limit: number): { items: AccessLogItem[]; consumed: number } {
  const items: AccessLogItem[] = []
  const byKey = new Map<string, AccessLogItem>()
  for (const [index, row] of rows.entries()) {
    const key = row.requestId ? `${row.requestId}|${row.actorUserId}|${row.action}|${row.resourceType}` : null
    const existing = key ? byKey.get(key) : undefined
    if (existing) {
      if (row.resourceId && !existing.resourceIds.includes(row.resourceId)) existing.resourceIds.push(row.resourceId)
      existing.count = existing.resourceIds.length
      existing.description = describeAccess(existing.action, existing.resourceType, existing.count)
      continue
    }
    if (items.length >= limit) return { items, consumed: index }
    const ids = row.resourceId ? [row.resourceId] : []
    const item: AccessLogItem = {
      at: row.at,
      actor: { userId: row.actorUserId, name: row.actorName, role: row.actorRole },
      action: row.action,
      resourceType: row.resourceType,
      count: ids.length,
      resourceIds: ids,
      description: describeAccess(row.action, row.resourceType, ids.length),
    }
    items.push(item)
    if (key) byKey.set(key, item)
  }
  return { items, consumed: rows.length }
}
