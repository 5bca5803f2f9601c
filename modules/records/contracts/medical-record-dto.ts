import type { VitalSigns } from './vital-signs.js'
import type { RecordCoding } from './record-coding.js'

export const RECORD_STATUSES = ['DRAFT', 'FINAL'] as const
export type RecordStatus = (typeof RECORD_STATUSES)[number]

/** A medical record as every endpoint returns it (with patient, provider and authorship). */
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
  /** The codes beside the free text (issue 13); null on records written before coding, or uncoded. */
  coding: RecordCoding | null
  status: RecordStatus
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

/** An item of GET /api/provider/medical-records/page: a record with its patient's details. */
export interface ProviderRecordItem extends MedicalRecordDto {
  patient: MedicalRecordDto['patient'] & {
    medicalRecordNumber: string | null
    gender: string | null
    dob: string | null
    contact: string | null
    /** All of this patient's records (the group's count badge; the list pages through them). */
    recordCount: number
  }
}
