import { z } from 'zod'
import type { VitalSigns } from '../contracts/vital-signs.js'
import { recordCodingSchema, type RecordCoding } from '../contracts/record-coding.js'
import { normaliseVitalSigns, vitalSignsSchema } from './vital-signs.js'

/**
 * The clinical content of a medical record (docs/product.md#record-fields) and the rules for writing it. `notes`,
 * when sent, must be non-blank (docs/product.md#medical-records: edited record notes and session notes); the other
 * text fields treat a blank value as "cleared" (null).
 */

/** camelCase field -> column, in the order the detail dialog shows them. */
export const TEXT_FIELDS = {
  serviceType: { column: 'service_type', max: 120 },
  handlingProvider: { column: 'handling_provider', max: 200 },
  chiefComplaint: { column: 'chief_complaint', max: 5000 },
  historyOfPresentIllness: { column: 'history_of_present_illness', max: 10000 },
  pastMedicalHistory: { column: 'past_medical_history', max: 10000 },
  allergyHistory: { column: 'allergy_history', max: 5000 },
  physicalExamFindings: { column: 'physical_exam_findings', max: 10000 },
  primaryDiagnosis: { column: 'primary_diagnosis', max: 2000 },
  secondaryDiagnosis: { column: 'secondary_diagnosis', max: 2000 },
  nursingDiagnosis: { column: 'nursing_diagnosis', max: 2000 },
  diagnosticTests: { column: 'diagnostic_tests', max: 10000 },
  medicalActions: { column: 'medical_actions', max: 10000 },
  prescribedTherapy: { column: 'prescribed_therapy', max: 10000 },
  patientEducation: { column: 'patient_education', max: 10000 },
  notes: { column: 'notes', max: 10000 },
} as const

export type TextField = keyof typeof TEXT_FIELDS
export const TEXT_FIELD_NAMES = Object.keys(TEXT_FIELDS) as TextField[]

/** Every field a provider writes (visitDate, vitalSigns and the codes included). */
export const CONTENT_FIELDS = ['visitDate', ...TEXT_FIELD_NAMES, 'vitalSigns', 'coding'] as const
export type ContentField = (typeof CONTENT_FIELDS)[number]

export const COLUMN_OF: Record<ContentField, string> = {
  visitDate: 'visit_date',
  vitalSigns: 'vital_signs',
  coding: 'coding',
  ...(Object.fromEntries(TEXT_FIELD_NAMES.map((f) => [f, TEXT_FIELDS[f].column])) as Record<TextField, string>),
}

/** A record of nothing (no clinical content) is refused with this. */
export const EMPTY_RECORD_MESSAGE = 'records.empty_record'

export const NOTES_BLANK_MESSAGE = 'Catatan tidak boleh kosong'

const optionalText = (max: number) =>
  z
    .string({ message: 'Harus berupa teks' })
    .trim()
    .max(max, `Maksimal ${max} karakter`)
    .transform((v) => (v === '' ? null : v))
    .nullable()
    .optional()

const notes = z
  .string({ message: NOTES_BLANK_MESSAGE })
  .trim()
  .min(1, NOTES_BLANK_MESSAGE)
  .max(TEXT_FIELDS.notes.max, `Maksimal ${TEXT_FIELDS.notes.max} karakter`)
  .optional()

// Only an ISO string (or a Date) is a date here: null or a number would coerce to 1970.
const visitDate = z.preprocess(
  (v) => (typeof v === 'string' || v instanceof Date ? v : Number.NaN),
  z.coerce
    .date({ message: 'Tanggal kunjungan tidak valid' })
    .refine(
      (d) => d.getFullYear() >= 1900 && d.getTime() <= Date.now() + 366 * 86_400_000,
      'Tanggal kunjungan di luar rentang yang wajar'
    )
)

const textShape = Object.fromEntries(
  TEXT_FIELD_NAMES.filter((f) => f !== 'notes').map((f) => [f, optionalText(TEXT_FIELDS[f].max)])
) as Record<Exclude<TextField, 'notes'>, ReturnType<typeof optionalText>>

/** The content any write may carry (all optional); unknown keys are refused. */
export const recordContentSchema = z.object({
  ...textShape,
  notes,
  vitalSigns: vitalSignsSchema.nullable().optional(),
  /** The codes (issue 13); each one is checked against the terminology catalogue by the command. */
  coding: recordCodingSchema.nullable().optional(),
  visitDate: visitDate.optional(),
})

export type RecordContentInput = z.infer<typeof recordContentSchema>

/** What is stored: column-ready values for the fields the input carried. */
export type RecordChanges = Partial<Record<ContentField, string | Date | VitalSigns | RecordCoding | null>>

/** True when a coding names no code at all. */
export function isEmptyCoding(coding: RecordCoding): boolean {
  return (
    coding.primaryDiagnosis === null &&
    coding.nursingDiagnosis === null &&
    coding.secondaryDiagnoses.length === 0 &&
    coding.nursingOutcomes.length === 0 &&
    coding.nursingInterventions.length === 0
  )
}

/** A coding as stored: null when it names no code (so "nothing coded" has one form). */
export function normaliseCoding(coding: RecordCoding | null): RecordCoding | null {
  if (coding === null || isEmptyCoding(coding)) return null
  return {
    primaryDiagnosis: coding.primaryDiagnosis,
    secondaryDiagnoses: coding.secondaryDiagnoses,
    nursingDiagnosis: coding.nursingDiagnosis,
    nursingOutcomes: coding.nursingOutcomes.map((o) => ({
      system: o.system,
      code: o.code,
      display: o.display,
      expectation: o.expectation,
      targetScore: o.targetScore,
    })),
    nursingInterventions: coding.nursingInterventions,
  }
}

export function contentChanges(input: RecordContentInput): RecordChanges {
  const out: RecordChanges = {}
  for (const field of CONTENT_FIELDS) {
    const value = (input as Record<string, unknown>)[field]
    if (value === undefined) continue
    if (field === 'vitalSigns') out[field] = normaliseVitalSigns(value as any)
    else if (field === 'coding') out[field] = normaliseCoding(value as RecordCoding | null)
    else out[field] = value as string | Date | null
  }
  return out
}

/** True when the changes carry some clinical content (a record of nothing is refused). */
export function hasClinicalContent(changes: RecordChanges): boolean {
  return CONTENT_FIELDS.some((f) => f !== 'visitDate' && changes[f] !== undefined && changes[f] !== null)
}

/** JSON with every object's keys sorted (jsonb gives them back in its own order). */
function canonicalJson(value: unknown): string {
  return JSON.stringify(value, (_key, v) =>
    v && typeof v === 'object' && !Array.isArray(v) ? Object.fromEntries(Object.entries(v).sort(([a], [b]) => a.localeCompare(b))) : v
  )
}

/** Comparable form of a stored value (dates as ISO, vitals as canonical JSON). */
function comparable(field: ContentField, value: unknown): string {
  if (value === null || value === undefined) return 'null'
  if (field === 'visitDate') return new Date(value as string).toISOString()
  if (field === 'vitalSigns') return JSON.stringify(normaliseVitalSigns(value as any))
  if (field === 'coding') return canonicalJson(normaliseCoding(value as RecordCoding))
  return JSON.stringify(value)
}

/** The fields whose value actually changes; an edit that changes nothing is not a correction. */
export function changedFields(current: Partial<Record<ContentField, unknown>>, changes: RecordChanges): ContentField[] {
  return CONTENT_FIELDS.filter((f) => changes[f] !== undefined && comparable(f, changes[f]) !== comparable(f, current[f]))
}
