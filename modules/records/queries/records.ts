import db from '@adonisjs/lucid/services/db'
import { decodeCursor, prepared, toPage, type Page, type PageRequest } from '#modules/kernel/index'
import { z } from 'zod'
import { isoKey, timestampKey, uuidKey } from './keyset.js'
import type { MedicalRecordDto, ProviderRecordItem } from '../contracts/medical-record-dto.js'
import { recordDto } from './record-dto.js'
import { patientSearchClause } from './patient-search.js'
import {
  beginProviderRecordsPage,
  beginRecordsPage,
  keepProviderRecordsPage,
  keepRecordsPage,
  keptProviderRecordsPage,
  keptRecordsPage,
  recordCounts,
} from './kept-records.js'
import { readModelTick } from '#events/read-your-writes'
import { createHash } from 'node:crypto'

/** Newest visit first; same visit: the later written first (index medical_records_*_newest). */
const NEWEST_FIRST = 'm.visit_date DESC, m.created_at DESC, m.id DESC'
const AFTER = '(m.visit_date, m.created_at, m.id) < (?::timestamptz, ?::timestamptz, ?::uuid)'
const recordKey = z.tuple([timestampKey, timestampKey, uuidKey])
const keyColumns = `${isoKey('m.visit_date')} AS k_visit, ${isoKey('m.created_at')} AS k_created`
const keyOf = (r: any) => [r.k_visit, r.k_created, r.id]

export const PATIENT_RECORDS_LIST = 'patient-records'
export const PROVIDER_RECORDS_LIST = 'provider-records'

/** One page of a patient's records, newest visit first. */
export async function pagePatientRecords(
  patientId: string,
  page: PageRequest,
  status?: MedicalRecordDto['status']
): Promise<Page<MedicalRecordDto>> {
  // a cursor of the finalised list is refused on the full one (and the reverse): its own list name
  const list = status ? `${PATIENT_RECORDS_LIST}-${status.toLowerCase()}` : PATIENT_RECORDS_LIST
  const after = page.cursor ? decodeCursor(list, page.cursor, recordKey) : null
  const key = `${list}|${page.cursor ?? ''}|${page.limit}`
  // announced as PostgreSQL prints uuids (lower case); the URL may spell the id in upper case
  const owner = patientId.toLowerCase()
  const kept = keptRecordsPage<MedicalRecordDto>(owner, key)
  if (kept) return kept
  const since = beginRecordsPage()
  const { rows } = await prepared(
    db.rawQuery(
      `SELECT m.*, ${keyColumns} FROM medical_records m
        WHERE m.patient_id = ? ${status ? 'AND m.status = ?' : ''} ${after ? `AND ${AFTER}` : ''}
        ORDER BY ${NEWEST_FIRST} LIMIT ?`,
      [patientId, ...(status ? [status] : []), ...(after ?? []), page.limit + 1]
    )
  )
  return keepRecordsPage(owner, key, toPage(rows as Array<Record<string, unknown>>, page.limit, list, keyOf, recordDto), since)
}

/** How many records a patient has (the dashboard tile); an index-only count. */
/**
 * One counter row (migration 0994: kept by medical_records' triggers), kept per node until
 * medical_records announces the patient (kept-records.ts).
 */
export function countPatientRecords(patientId: string): Promise<number> {
  return recordCounts.answer(patientId, '', -1, async () => {
    const { rows } = await prepared(db.rawQuery('SELECT records FROM patient_record_counts WHERE patient_id = ?', [patientId]))
    return (rows[0]?.records as number | undefined) ?? 0
  })
}

export interface ProviderRecordsFilter {
  search: string
  patientId?: string
}

/**
 * The provider's records page: records of every patient they treat (a live appointment, from the
 * provider-patient summaries), newest first, optionally one patient's or those of patients
 * matching a search (name, record number, contact). The client groups them by patient: records
 * come newest visit first, so groups appear in order of their latest visit.
 */
export async function pageRecordsForProvider(
  providerUserId: string,
  filter: ProviderRecordsFilter,
  page: PageRequest,
  /** Patients whose access window is open now (relation.ts): nobody else's records are listed. */
  openPatientIds: readonly string[],
  /** the read-your-writes tick a kept page must postdate (kept-records.ts); -1: any */
  freshAfter = -1
): Promise<Page<ProviderRecordItem>> {
  if (openPatientIds.length === 0) return { items: [], nextCursor: null }
  const after = page.cursor ? decodeCursor(PROVIDER_RECORDS_LIST, page.cursor, recordKey) : null
  // the open patients are part of the key: a window that opens or closes is a different page
  const open = openPatientsKey(openPatientIds)
  const key = JSON.stringify([filter.search, filter.patientId ?? null, page.cursor ?? null, page.limit, open])
  const kept = keptProviderRecordsPage<ProviderRecordItem>(providerUserId, key, freshAfter)
  if (kept) return kept
  const since = beginProviderRecordsPage()
  const began = readModelTick()
  const rows = await providerRecordRows(providerUserId, filter, page, openPatientIds, after)
  const served = toPage(rows, page.limit, PROVIDER_RECORDS_LIST, keyOf, (r: any) => {
    const dto = recordDto(r)
    return {
      ...dto,
      patient: {
        id: r.patient_id,
        fullName: r.s_full_name ?? r.patient_name,
        medicalRecordNumber: r.s_mrn ?? null,
        gender: r.s_gender ?? null,
        dob: r.s_dob ?? null,
        contact: r.s_contact ?? null,
        recordCount: r.s_record_count ?? 0,
      },
    }
  })
  return keepProviderRecordsPage(providerUserId, key, served, since, began)
}

/** The open patients' part of a page key, made once per list (concurrent requests share it: relation.ts). */
const openKeys = new WeakMap<readonly string[], string>()
function openPatientsKey(ids: readonly string[]) {
  let key = openKeys.get(ids)
  if (key === undefined) {
    key = createHash('sha1')
      .update([...ids].sort().join(','))
      .digest('base64url')
    openKeys.set(ids, key)
  }
  return key
}

async function providerRecordRows(
  providerUserId: string,
  filter: ProviderRecordsFilter,
  page: PageRequest,
  openPatientIds: readonly string[],
  after: unknown[] | null
): Promise<Array<Record<string, unknown>>> {
  // With a search of 3+ characters (trigram-indexed, usually selective) the matching patients are
  // found first (uncorrelated: runs once) and their records fetched by patient: the planner cannot
  // estimate a `%…%` match, and walking every record newest first to test its patient cost ~35 ms
  // on 20,000 records. A shorter one matches most patients: walking newest first is then cheap.
  const selective = filter.search.length >= 3
  const search = filter.search ? patientSearchClause(filter.search, selective ? 's2' : 's') : null
  const matched = !search
    ? ''
    : selective
      ? `AND m.patient_id = ANY(ARRAY(
           SELECT s2.patient_id FROM rm_provider_patient_summaries s2
            WHERE s2.provider_user_id = ? AND s2.appointment_count > 0 AND ${search.sql}))`
      : `AND ${search.sql}`
  const { rows } = await prepared(
    db.rawQuery(
      `SELECT m.*, ${keyColumns}, s.full_name AS s_full_name, s.medical_record_number AS s_mrn,
            s.gender AS s_gender, s.dob AS s_dob, s.contact AS s_contact,
            -- evaluated for the rows the limit keeps only (an index-only count per row, same round trip)
            (SELECT count(*)::int FROM medical_records c WHERE c.patient_id = m.patient_id) AS s_record_count
       FROM medical_records m
       JOIN rm_provider_patient_summaries s ON s.patient_id = m.patient_id
      WHERE s.provider_user_id = ? AND s.appointment_count > 0 AND m.patient_id = ANY(?::uuid[]) ${matched}
        ${filter.patientId ? 'AND m.patient_id = ?' : ''}
        ${after ? `AND ${AFTER}` : ''}
      ORDER BY ${NEWEST_FIRST} LIMIT ?`,
      [
        providerUserId,
        openPatientIds,
        ...(search && selective ? [providerUserId] : []),
        ...(search?.bindings ?? []),
        ...(filter.patientId ? [filter.patientId] : []),
        ...(after ?? []),
        page.limit + 1,
      ]
    )
  )
  return rows
}
