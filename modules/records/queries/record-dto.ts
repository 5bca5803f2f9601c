import { TEXT_FIELD_NAMES, TEXT_FIELDS, type ContentField } from '../domain/record-fields.js'
import type { VitalSigns } from '../domain/vital-signs.js'

/** A medical record as every endpoint returns it (spec §3, with patient, provider and authorship). */
export interface MedicalRecordDto {
  id: string
  patientId: string
  providerId: string
  appointmentId: string | null
  visitDate: string
  serviceType: string | null
  handlingProvider: string | null
  chiefComplaint: string | null
  historyOfPresentIllness: string | null
  pastMedicalHistory: string | null
  allergyHistory: string | null
  vitalSigns: VitalSigns | null
  physicalExamFindings: string | null
  primaryDiagnosis: string | null
  secondaryDiagnosis: string | null
  nursingDiagnosis: string | null
  diagnosticTests: string | null
  medicalActions: string | null
  prescribedTherapy: string | null
  patientEducation: string | null
  notes: string | null
  status: 'DRAFT' | 'FINAL'
  sessionRecord: boolean
  /** The entry this one amends: another provider's correction, appended, the original kept. */
  amendsRecordId: string | null
  /** How many corrections were made (each kept as a revision). */
  revision: number
  createdAt: string
  updatedAt: string
  createdBy: { userId: string; name: string }
  updatedBy: { userId: string; name: string } | null
  patient: { id: string; fullName: string }
  provider: { id: string; displayName: string; providerRole: string }
}

const iso = (v: unknown) => new Date(v as string).toISOString()

export function recordDto(r: any): MedicalRecordDto {
  const text = Object.fromEntries(TEXT_FIELD_NAMES.map((f) => [f, r[TEXT_FIELDS[f].column] ?? null]))
  return {
    id: r.id,
    patientId: r.patient_id,
    providerId: r.provider_id,
    appointmentId: r.appointment_id ?? null,
    visitDate: iso(r.visit_date),
    ...(text as Record<(typeof TEXT_FIELD_NAMES)[number], string | null>),
    vitalSigns: r.vital_signs ?? null,
    status: r.status,
    sessionRecord: Boolean(r.session_record),
    amendsRecordId: r.amends_record_id ?? null,
    revision: Number(r.revision ?? 0),
    createdAt: iso(r.created_at),
    updatedAt: iso(r.updated_at),
    createdBy: { userId: r.created_by, name: r.created_by_name },
    updatedBy: r.updated_by ? { userId: r.updated_by, name: r.updated_by_name } : null,
    patient: { id: r.patient_id, fullName: r.patient_name },
    provider: { id: r.provider_id, displayName: r.provider_name, providerRole: r.provider_role },
  }
}

/** The stored content of a row, keyed by field (for diffs and revisions). */
export function rowContent(r: any): Record<ContentField, unknown> {
  return {
    visitDate: r.visit_date ? iso(r.visit_date) : null,
    vitalSigns: r.vital_signs ?? null,
    ...(Object.fromEntries(TEXT_FIELD_NAMES.map((f) => [f, r[TEXT_FIELDS[f].column] ?? null])) as Record<string, unknown>),
  } as Record<ContentField, unknown>
}
