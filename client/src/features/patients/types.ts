/** GET /api/provider/patients: the provider-patient summary of spec §3. */
export type ProviderPatient = {
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
