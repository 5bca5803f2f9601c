import { z } from 'zod'
import { refuseUnknownKeys } from './profile-fields.js'
import { genders, NIK_PATTERN, nikProblem } from './nik.js'
import { citiesOf, provinceNames } from './regions.js'

/** The fields a patient must have filled before the first booking (booking answers 422 profile_incomplete). */
export const BOOKING_REQUIRED_FIELDS = ['nik', 'dob', 'gender', 'phone'] as const
export type BookingRequiredField = (typeof BOOKING_REQUIRED_FIELDS)[number]

/** Oldest date of birth the profile accepts. */
export const OLDEST_DOB = '1900-01-01'

/** Optional text: trimmed, '' or null clears it. */
const optionalText = (max: number, tooLong: string) =>
  z
    .string()
    .trim()
    .max(max, tooLong)
    .nullable()
    .optional()
    .transform((v) => (v ? v : v === undefined ? undefined : null))

/**
 * An Indonesian phone number as people write it (0812-3456-7890, +62 812 3456 7890, 62812…): the
 * server checks it with libphonenumber and stores it as E.164 (+62…).
 */
export const phoneField = z
  .string({ message: 'validation.profile.phoneInvalid' })
  .trim()
  .regex(/^\+?[\d\s().-]{8,24}$/, 'validation.profile.phoneInvalid')

const todayKey = () => new Date().toISOString().slice(0, 10)

export const dobField = z
  .string({ message: 'validation.profile.dobInvalid' })
  .regex(/^\d{4}-\d{2}-\d{2}$/, 'validation.profile.dobInvalid')
  .refine((v) => {
    const d = new Date(`${v}T00:00:00Z`)
    return !Number.isNaN(d.getTime()) && d.toISOString().slice(0, 10) === v
  }, 'validation.profile.dobInvalid')
  .refine((v) => v <= todayKey(), 'validation.profile.dobFuture')
  .refine((v) => v >= OLDEST_DOB, 'validation.profile.dobTooOld')

/** The fields of PATCH /api/profile for a patient; the form sends the same names. */
export const patientProfileFields = {
  fullName: z.string().trim().min(1, 'validation.fullName.required').max(200, 'validation.profile.tooLong'),
  nik: z.string({ message: 'validation.profile.nikFormat' }).trim().regex(NIK_PATTERN, 'validation.profile.nikFormat'),
  dob: dobField,
  gender: z.enum(genders, { message: 'validation.profile.genderInvalid' }),
  phone: phoneField,
  province: z.enum(provinceNames as [string, ...string[]], { message: 'validation.profile.provinceInvalid' }).nullable(),
  city: optionalText(120, 'validation.profile.tooLong'),
  street: optionalText(300, 'validation.profile.tooLong'),
  occupation: optionalText(120, 'validation.profile.tooLong'),
  emergencyContactName: optionalText(200, 'validation.profile.tooLong'),
  emergencyContactRelationship: optionalText(60, 'validation.profile.tooLong'),
  emergencyContactPhone: z
    .union([z.literal(''), phoneField])
    .nullable()
    .optional(),
}

/** Checks between fields that arrive together: the NIK against the date of birth and gender, the city against the province. */
export function checkPatientProfile(
  value: { nik?: string; dob?: string; gender?: string; province?: string | null; city?: string | null },
  ctx: z.RefinementCtx
) {
  if (value.nik && (value.dob || value.gender)) {
    const problem = nikProblem(value.nik, value.dob, value.gender)
    if (problem) ctx.addIssue({ code: 'custom', path: ['nik'], message: nikMessage(problem) })
  }
  if (value.city && value.province !== undefined && !citiesOf(value.province).includes(value.city)) {
    ctx.addIssue({ code: 'custom', path: ['city'], message: 'validation.profile.cityInvalid' })
  }
}

export const nikMessage = (problem: 'format' | 'dob' | 'gender') =>
  problem === 'format'
    ? 'validation.profile.nikFormat'
    : problem === 'dob'
      ? 'validation.profile.nikDob'
      : 'validation.profile.nikGender'

/** PATCH /api/profile (patient): any subset of the fields; at least one. */
export const patientProfilePatchSchema = z
  .looseObject({
    fullName: patientProfileFields.fullName.optional(),
    nik: patientProfileFields.nik.optional(),
    dob: patientProfileFields.dob.optional(),
    gender: patientProfileFields.gender.optional(),
    phone: patientProfileFields.phone.optional(),
    province: patientProfileFields.province.optional(),
    city: patientProfileFields.city,
    street: patientProfileFields.street,
    occupation: patientProfileFields.occupation,
    emergencyContactName: patientProfileFields.emergencyContactName,
    emergencyContactRelationship: patientProfileFields.emergencyContactRelationship,
    emergencyContactPhone: patientProfileFields.emergencyContactPhone,
  })
  .superRefine(refuseUnknownKeys(Object.keys(patientProfileFields)))
  .refine((v) => Object.values(v).some((x) => x !== undefined), { message: 'validation.profile.empty' })
  .superRefine(checkPatientProfile)

export type PatientProfilePatchInput = z.input<typeof patientProfilePatchSchema>
export type PatientProfilePatch = z.output<typeof patientProfilePatchSchema>
