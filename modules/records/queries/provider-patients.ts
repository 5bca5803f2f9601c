import db from '@adonisjs/lucid/services/db'
import { z } from 'zod'
import { findPatientProfilesByUserIds, type PatientProfile } from '#modules/identity/index'
import { decodeCursor, toPage, type Page, type PageRequest } from '#modules/kernel/index'
import type { ProviderPatientDto, ProviderPatientStats } from '../contracts/provider-patient-dto.js'
import { uuidKey } from './keyset.js'
import { patientSearchClause } from './patient-search.js'

export const PROVIDER_PATIENTS_LIST = 'provider-patients'
/** The provider's patients: a live appointment or a record (docs/product.md#provider-patient-summary). */
const CURRENT = '(s.appointment_count > 0 OR s.medical_record_count > 0)'
const NAME_KEY = `lower(coalesce(s.full_name, ''))`
const patientKey = z.tuple([z.string().max(200), uuidKey])

/**
 * One page of the provider's patients (/provider/patients, docs/product.md#provider-patients) among
 * `treated` (the patients the provider may see now: relation.ts#patientsTreatedNow), by name — a stable order
 * (a visit does not move a patient while someone pages) — served by the summaries' name index;
 * `search` matches name, record number or contact.
 */
export async function pageProviderPatients(
  providerUserId: string,
  treated: readonly string[],
  search: string,
  page: PageRequest
): Promise<Page<ProviderPatientDto>> {
  const after = page.cursor ? decodeCursor(PROVIDER_PATIENTS_LIST, page.cursor, patientKey) : null
  const match = search ? patientSearchClause(search, 's') : null
  const { rows } = await db.rawQuery(
    `SELECT s.*, ${NAME_KEY} AS k_name FROM rm_provider_patient_summaries s
      WHERE s.provider_user_id = ? AND ${CURRENT} AND s.patient_id = ANY(?::uuid[])
        ${match ? `AND ${match.sql}` : ''}
        ${after ? `AND (${NAME_KEY}, s.patient_id) > (?, ?::uuid)` : ''}
      ORDER BY ${NAME_KEY}, s.patient_id LIMIT ?`,
    [providerUserId, `{${treated.join(',')}}`, ...(match?.bindings ?? []), ...(after ?? []), page.limit + 1]
  )
  // address and occupation live only in identity; asked for this page's patients only
  const served = rows.slice(0, page.limit)
  const profiles = await findPatientProfilesByUserIds(served.map((r: any) => r.patient_user_id))
  return toPage(
    rows,
    page.limit,
    PROVIDER_PATIENTS_LIST,
    (r: any) => [r.k_name, r.patient_id],
    (r: any) => toDto(r, profiles.get(r.patient_user_id))
  )
}

function toDto(r: any, profile: Partial<PatientProfile> = {}): ProviderPatientDto {
  return {
    id: r.patient_id,
    userId: r.patient_user_id,
    fullName: profile.fullName ?? r.full_name ?? 'Pasien',
    medicalRecordNumber: profile.medicalRecordNumber ?? r.medical_record_number,
    dob: profile.dob ?? r.dob,
    gender: profile.gender ?? r.gender,
    address: profile.address ?? null,
    contact: profile.contact ?? r.contact,
    occupation: profile.occupation ?? null,
    appointmentCount: Number(r.appointment_count),
    medicalRecordCount: Number(r.medical_record_count),
    lastVisit: r.last_visit ? new Date(r.last_visit).toISOString() : null,
  }
}

/** The stat cards of /provider/patients over the same patients as the list, summed in the database. */
export async function providerPatientStats(providerUserId: string, treated: readonly string[]): Promise<ProviderPatientStats> {
  const { rows } = await db.rawQuery(
    `SELECT count(*)::int AS patients, coalesce(sum(s.appointment_count), 0)::int AS appointments,
            coalesce(sum(s.medical_record_count), 0)::int AS records
       FROM rm_provider_patient_summaries s
      WHERE s.provider_user_id = ? AND ${CURRENT} AND s.patient_id = ANY(?::uuid[])`,
    [providerUserId, `{${treated.join(',')}}`]
  )
  return rows[0]
}
