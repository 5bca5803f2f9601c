import { z } from 'zod'
import { roles, userStatuses } from './roles.js'

export const patientProfileDtoSchema = z.object({
  id: z.string(),
  userId: z.string(),
  fullName: z.string(),
  medicalRecordNumber: z.string().nullable(),
  /** 'YYYY-MM-DD' */
  dob: z.string().nullable(),
  gender: z.string().nullable(),
  address: z.string().nullable(),
  contact: z.string().nullable(),
  occupation: z.string().nullable(),
  createdAt: z.string(),
})
export type PatientProfileDto = z.infer<typeof patientProfileDtoSchema>

export const providerProfileDtoSchema = z.object({
  id: z.string(),
  userId: z.string(),
  displayName: z.string(),
  providerRole: z.string(),
  bio: z.string().nullable(),
  specialization: z.string().nullable(),
  /** integer Rupiah */
  consultationFee: z.number(),
  availableSlots: z.unknown(),
  /** STR number; bookable only once an admin verified it (verifiedAt set). */
  strNumber: z.string().nullable(),
  verified: z.boolean(),
  verifiedAt: z.string().nullable(),
  createdAt: z.string(),
})
export type ProviderProfileDto = z.infer<typeof providerProfileDtoSchema>

/** An administrator has no profile row: only the name kept on the account. */
export const adminProfileDtoSchema = z.object({ id: z.null(), userId: z.string(), fullName: z.string() })
export type AdminProfileDto = z.infer<typeof adminProfileDtoSchema>

/** The signed-in user with their profile (GET /api/user, login, register, admin changes); never the password. */
export const userDtoSchema = z.object({
  id: z.string(),
  email: z.string(),
  role: z.enum(roles),
  status: z.enum(userStatuses),
  /** The owner opened the verification link (or a reset/invitation link); patients book only then. */
  emailVerified: z.boolean(),
  createdAt: z.string(),
  updatedAt: z.string(),
  profile: z.union([patientProfileDtoSchema, providerProfileDtoSchema, adminProfileDtoSchema]).nullable(),
})
export type UserDto = z.infer<typeof userDtoSchema>
