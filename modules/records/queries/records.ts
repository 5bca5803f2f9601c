import db from '@adonisjs/lucid/services/db'
import { findPatientProfile } from '#modules/identity/index'
import { listPatientIdsOfProvider } from '#modules/scheduling/index'
import { recordDto, type MedicalRecordDto } from './record-dto.js'

const newestFirst = <Q extends { orderBy: (c: string, d: 'asc' | 'desc') => Q }>(q: Q) =>
  q.orderBy('visit_date', 'desc').orderBy('created_at', 'desc').orderBy('id', 'desc')

/** One patient's records, newest visit first. */
export async function listPatientRecords(patientId: string): Promise<MedicalRecordDto[]> {
  const rows = await newestFirst(db.from('medical_records').where('patient_id', patientId)).limit(1000)
  return rows.map(recordDto)
}

export interface PatientRecordsGroup {
  patient: {
    id: string
    fullName: string
    medicalRecordNumber: string | null
    gender: string | null
    dob: string | null
    contact: string | null
  }
  lastVisit: string | null
  recordCount: number
  records: MedicalRecordDto[]
}

/** Patients this provider treats: an appointment that is not cancelled (scheduling's facade). */
export function treatedPatientIds(providerUserId: string): Promise<string[]> {
  return listPatientIdsOfProvider(providerUserId)
}

/**
 * The provider's records page (spec §2): every patient they treat with that patient's records
 * (newest first), patients ordered by their latest visit. Demographics come from the
 * provider-patient summary read model, or identity's facade when the model has not caught up.
 */
export async function listRecordsForProvider(providerUserId: string): Promise<PatientRecordsGroup[]> {
  const patientIds = await treatedPatientIds(providerUserId)
  if (patientIds.length === 0) return []
  const [rows, summaries] = await Promise.all([
    newestFirst(db.from('medical_records').whereIn('patient_id', patientIds)).limit(5000),
    db
      .from('rm_provider_patient_summaries')
      .where('provider_user_id', providerUserId)
      .whereIn('patient_id', patientIds)
      .select('patient_id', 'full_name', 'medical_record_number', 'gender', 'dob', 'contact', 'last_visit'),
  ])
  const summaryOf = new Map(summaries.map((s) => [s.patient_id as string, s]))
  const recordsOf = new Map<string, MedicalRecordDto[]>()
  for (const row of rows) {
    const list = recordsOf.get(row.patient_id) ?? []
    list.push(recordDto(row))
    recordsOf.set(row.patient_id, list)
  }

  const groups: PatientRecordsGroup[] = []
  for (const patientId of patientIds) {
    const records = recordsOf.get(patientId) ?? []
    const summary = summaryOf.get(patientId)
    let patient: PatientRecordsGroup['patient'] | null = summary?.full_name
      ? {
          id: patientId,
          fullName: summary.full_name,
          medicalRecordNumber: summary.medical_record_number,
          gender: summary.gender,
          dob: summary.dob,
          contact: summary.contact,
        }
      : null
    if (!patient) {
      const profile = await findPatientProfile(patientId)
      patient = profile
        ? { id: patientId, fullName: profile.fullName, medicalRecordNumber: profile.medicalRecordNumber, gender: profile.gender, dob: profile.dob, contact: profile.contact }
        : { id: patientId, fullName: records[0]?.patient.fullName ?? 'Pasien', medicalRecordNumber: null, gender: null, dob: null, contact: null }
    }
    const visits = [...records.map((r) => r.visitDate), summary?.last_visit ? new Date(summary.last_visit).toISOString() : null]
    const lastVisit = visits.filter((v): v is string => v !== null).sort().at(-1) ?? null
    groups.push({ patient, lastVisit, recordCount: records.length, records })
  }
  return groups.sort((a, b) => {
    if (a.lastVisit !== b.lastVisit) return a.lastVisit === null ? 1 : b.lastVisit === null ? -1 : b.lastVisit.localeCompare(a.lastVisit)
    return a.patient.fullName.localeCompare(b.patient.fullName, 'id')
  })
}
