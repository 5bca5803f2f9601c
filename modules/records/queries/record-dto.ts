import { TEXT_FIELD_NAMES, TEXT_FIELDS, type ContentField } from '../domain/record-fields.js'
import type { MedicalRecordDto } from '../contracts/medical-record-dto.js'

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
    coding: r.coding ?? null,
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
    coding: r.coding ?? null,
    ...(Object.fromEntries(TEXT_FIELD_NAMES.map((f) => [f, r[TEXT_FIELDS[f].column] ?? null])) as Record<string, unknown>),
  } as Record<ContentField, unknown>
}
