import type { BookingRequiredField } from './patient-profile-request.js'

/** GET/PATCH /api/profile for a patient. */
export interface PatientOwnProfileDto {
  role: 'PATIENT'
  id: string
  userId: string
  email: string
  fullName: string
  /** assigned by the server at registration; read-only */
  medicalRecordNumber: string
  nik: string | null
  /** 'YYYY-MM-DD' */
  dob: string | null
  gender: string | null
  /** E.164 (+62…) */
  phone: string | null
  province: string | null
  city: string | null
  street: string | null
  occupation: string | null
  emergencyContactName: string | null
  emergencyContactRelationship: string | null
  emergencyContactPhone: string | null
  /** the required fields still empty: booking is refused until this is empty */
  missingForBooking: BookingRequiredField[]
}

/** GET/PATCH /api/profile for a provider. */
export interface ProviderOwnProfileDto {
  role: 'PROVIDER'
  id: string
  userId: string
  email: string
  displayName: string
  providerRole: string
  specialization: string | null
  bio: string | null
  strNumber: string | null
  verified: boolean
  /** whole Rupiah */
  consultationFee: number
}

export type OwnProfileDto = PatientOwnProfileDto | ProviderOwnProfileDto
