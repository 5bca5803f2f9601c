import type { Role, UserStatus } from './roles.js'

export interface PatientProfileDto {
  id: string
  userId: string
  fullName: string
  medicalRecordNumber: string | null
  /** 'YYYY-MM-DD' */
  dob: string | null
  gender: string | null
  address: string | null
  contact: string | null
  occupation: string | null
  createdAt: string
}

export interface ProviderProfileDto {
  id: string
  userId: string
  displayName: string
  providerRole: string
  bio: string | null
  specialization: string | null
  /** integer Rupiah */
  consultationFee: number
  availableSlots: unknown
  /** STR number; bookable only once an admin verified it (verifiedAt set). */
  strNumber: string | null
  verified: boolean
  verifiedAt: string | null
  createdAt: string
}

/** An administrator has no profile row: only the name kept on the account. */
export interface AdminProfileDto {
  id: null
  userId: string
  fullName: string
}

/** The signed-in user with their profile (GET /api/user, login, register, admin changes); never the password. */
export interface UserDto {
  id: string
  email: string
  role: Role
  status: UserStatus
  /** The owner opened the verification link (or a reset/invitation link); patients book only then. */
  emailVerified: boolean
  createdAt: string
  updatedAt: string
  profile: PatientProfileDto | ProviderProfileDto | AdminProfileDto | null
}
