/** A medical record with every field of spec §3, as the provider records page receives it. */
export type VitalSigns = {
  bloodPressure?: string | null
  pulse?: number | string | null
  temperature?: number | string | null
  respiration?: number | string | null
  weight?: number | string | null
  height?: number | string | null
}

export type MedicalRecord = {
  id: string
  patientId: string
  appointmentId: string | null
  visitDate: string
  status: 'DRAFT' | 'FINAL'
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
  createdAt: string
  updatedAt?: string | null
  provider: { id: string; displayName: string; providerRole: string } | null
  createdBy: { userId: string; name: string } | null
}

export type RecordGroupPatient = {
  id: string
  fullName: string
  medicalRecordNumber: string | null
  gender: string | null
  dob: string | null
  contact: string | null
}

/** An item of GET /api/provider/medical-records/page: a record with its patient (and their record total). */
export type ProviderRecord = MedicalRecord & { patient: RecordGroupPatient & { recordCount: number } }

/** One patient's records on the page (the loaded ones), with the patient's total. */
export type PatientRecordGroup = {
  patient: RecordGroupPatient
  lastVisit: string | null
  /** All of the patient's records; `records` holds the ones loaded so far. */
  recordCount: number
  records: MedicalRecord[]
}
