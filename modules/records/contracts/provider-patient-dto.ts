/** GET /api/provider/patients: one of the provider's patients, with the summary's counters. */
export interface ProviderPatientDto {
  id: string
  userId: string
  fullName: string
  medicalRecordNumber: string | null
  dob: string | null
  gender: string | null
  address: string | null
  contact: string | null
  occupation: string | null
  appointmentCount: number
  medicalRecordCount: number
  lastVisit: string | null
}

/** The stat cards of /provider/patients. */
export interface ProviderPatientStats {
  patients: number
  appointments: number
  records: number
}
