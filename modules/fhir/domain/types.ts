import type { RecordCoding } from '#modules/records/index'

/** A FHIR resource as JSON (shapes checked by validation, not by TypeScript). */
export interface FhirResource {
  resourceType: string
  [key: string]: unknown
}

export interface BundleEntry {
  fullUrl: string
  resource: FhirResource
  request?: { method: 'POST' | 'PUT'; url: string; ifNoneExist?: string }
}

export interface FhirBundle {
  resourceType: 'Bundle'
  id?: string
  type: 'transaction' | 'collection'
  timestamp?: string
  total?: number
  entry: BundleEntry[]
}

/** The patient as the export needs them (identity's profile). */
export interface ExportPatient {
  id: string
  fullName: string
  nik: string | null
  gender: string | null
  dob: string | null
  medicalRecordNumber: string | null
}

/** The provider as the export needs them (identity's profile). */
export interface ExportPractitioner {
  id: string
  displayName: string
  strNumber: string | null
  /** SATUSEHAT's practitioner index is searched by it (the SATUSEHAT profile); null when not given. */
  nik?: string | null
  /** The profession (identity's provider role): the SATUSEHAT Encounter's service type. */
  role?: string | null
}

/** The appointment's times as scheduling keeps them (ISO instants). */
export interface ExportSession {
  scheduledAt: string
  endsAt: string
  completedAt: string | null
  /** The built-in call's media: both sides first flowing, the last side stopping (issue 19). */
  mediaStartedAt?: string | null
  mediaEndedAt?: string | null
}

export interface ExportVitalSigns {
  bloodPressure: string | null
  pulse: number | null
  temperature: number | null
  respiration: number | null
  weight: number | null
  height: number | null
}

/** The record's part the export maps (records' MedicalRecordDto has these fields). */
export interface ExportRecord {
  id: string
  visitDate: string
  vitalSigns: ExportVitalSigns | null
  coding?: RecordCoding | null
}

/** Everything one visit's Bundle is made from. */
export interface VisitExportInput {
  record: ExportRecord
  patient: ExportPatient
  practitioner: ExportPractitioner
  session: ExportSession | null
}
