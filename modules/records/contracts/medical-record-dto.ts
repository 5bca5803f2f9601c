import { z } from 'zod'
import { vitalSignsSchema } from './vital-signs.js'
import { recordCodingSchema } from './record-coding.js'

export const RECORD_STATUSES = ['DRAFT', 'FINAL'] as const
export type RecordStatus = (typeof RECORD_STATUSES)[number]

const person = z.object({ userId: z.string(), name: z.string() })

/** A medical record as every endpoint returns it (with patient, provider and authorship). */
export const medicalRecordDtoSchema = z.object({
  id: z.string(),
  patientId: z.string(),
  providerId: z.string(),
  appointmentId: z.string().nullable(),
  visitDate: z.string(),
  serviceType: z.string().nullable(),
  handlingProvider: z.string().nullable(),
  chiefComplaint: z.string().nullable(),
  historyOfPresentIllness: z.string().nullable(),
  pastMedicalHistory: z.string().nullable(),
  allergyHistory: z.string().nullable(),
  vitalSigns: vitalSignsSchema.nullable(),
  physicalExamFindings: z.string().nullable(),
  primaryDiagnosis: z.string().nullable(),
  secondaryDiagnosis: z.string().nullable(),
  nursingDiagnosis: z.string().nullable(),
  diagnosticTests: z.string().nullable(),
  medicalActions: z.string().nullable(),
  prescribedTherapy: z.string().nullable(),
  patientEducation: z.string().nullable(),
  notes: z.string().nullable(),
  /** The codes beside the free text (issue 13); null on records written before coding, or uncoded. */
  coding: recordCodingSchema.nullable(),
  status: z.enum(RECORD_STATUSES),
  sessionRecord: z.boolean(),
  /** The entry this one amends: another provider's correction, appended, the original kept. */
  amendsRecordId: z.string().nullable(),
  /** How many corrections were made (each kept as a revision). */
  revision: z.number(),
  createdAt: z.string(),
  updatedAt: z.string(),
  createdBy: person,
  updatedBy: person.nullable(),
  patient: z.object({ id: z.string(), fullName: z.string() }),
  provider: z.object({ id: z.string(), displayName: z.string(), providerRole: z.string() }),
})
export type MedicalRecordDto = z.infer<typeof medicalRecordDtoSchema>

/** An item of GET /api/provider/medical-records/page: a record with its patient's details. */
export const providerRecordItemSchema = medicalRecordDtoSchema.extend({
  patient: z.object({
    id: z.string(),
    fullName: z.string(),
    medicalRecordNumber: z.string().nullable(),
    gender: z.string().nullable(),
    dob: z.string().nullable(),
    contact: z.string().nullable(),
    /** All of this patient's records (the group's count badge; the list pages through them). */
    recordCount: z.number(),
  }),
})
export type ProviderRecordItem = z.infer<typeof providerRecordItemSchema>
