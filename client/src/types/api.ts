/** Shapes of the JSON the server returns (see the spec, section 3). */

export type Role = 'PATIENT' | 'PROVIDER' | 'ADMIN'
export type UserStatus = 'ACTIVE' | 'SUSPENDED'

export type PatientProfile = {
  id: string
  userId: string
  fullName: string
  medicalRecordNumber: string | null
  dob: string | null
  gender: string | null
  address: string | null
  contact: string | null
  occupation: string | null
  createdAt: string
}

export type ProviderProfile = {
  id: string
  userId: string
  displayName: string
  providerRole: string
  bio: string | null
  specialization: string | null
  consultationFee: number | null
  availableSlots: unknown
  /** STR number; bookable only once an admin verified it (verifiedAt set). */
  strNumber?: string | null
  verified?: boolean
  verifiedAt?: string | null
  createdAt: string
}

export type User = {
  id: string
  email: string
  role: Role
  status: UserStatus
  createdAt: string
  updatedAt: string
  profile: PatientProfile | ProviderProfile | null
}
