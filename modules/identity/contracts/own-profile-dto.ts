import { z } from 'zod'
import { BOOKING_REQUIRED_FIELDS } from './patient-profile-request.js'

/** GET/PATCH /api/profile for a patient. */
export const patientOwnProfileDtoSchema = z.object({
  role: z.literal('PATIENT'),
  id: z.string(),
  userId: z.string(),
  email: z.string(),
  fullName: z.string(),
  /** assigned by the server at registration; read-only */
  medicalRecordNumber: z.string(),
  nik: z.string().nullable(),
  /** 'YYYY-MM-DD' */
  dob: z.string().nullable(),
  gender: z.string().nullable(),
  /** E.164 (+62…) */
  phone: z.string().nullable(),
  province: z.string().nullable(),
  city: z.string().nullable(),
  street: z.string().nullable(),
  occupation: z.string().nullable(),
  emergencyContactName: z.string().nullable(),
  emergencyContactRelationship: z.string().nullable(),
  emergencyContactPhone: z.string().nullable(),
  /** the required fields still empty: booking is refused until this is empty */
  missingForBooking: z.array(z.enum(BOOKING_REQUIRED_FIELDS)),
})
export type PatientOwnProfileDto = z.infer<typeof patientOwnProfileDtoSchema>

/** GET/PATCH /api/profile for a provider. */
export const providerOwnProfileDtoSchema = z.object({
  role: z.literal('PROVIDER'),
  id: z.string(),
  userId: z.string(),
  email: z.string(),
  displayName: z.string(),
  providerRole: z.string(),
  specialization: z.string().nullable(),
  bio: z.string().nullable(),
  strNumber: z.string().nullable(),
  /** the NIK SATUSEHAT's practitioner index is searched by; null until given */
  nik: z.string().nullable(),
  verified: z.boolean(),
  /** whole Rupiah */
  consultationFee: z.number(),
  /** takes CHAT appointments beside VIDEO (issue 22) */
  offersChat: z.boolean(),
  /** whole Rupiah, the fee of a CHAT appointment */
  chatFee: z.number(),
})
export type ProviderOwnProfileDto = z.infer<typeof providerOwnProfileDtoSchema>

export const ownProfileDtoSchema = z.discriminatedUnion('role', [patientOwnProfileDtoSchema, providerOwnProfileDtoSchema])
export type OwnProfileDto = z.infer<typeof ownProfileDtoSchema>
