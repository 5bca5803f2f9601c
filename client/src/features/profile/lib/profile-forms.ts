import { z } from 'zod'

import {
  checkPatientProfile,
  patientProfileFields,
  type PatientProfilePatchInput,
} from '@modules/identity/contracts/patient-profile-request'
import { providerProfileFields, type ProviderOwnProfilePatchInput } from '@modules/identity/contracts/provider-own-profile-request'
import type { PatientOwnProfileDto, ProviderOwnProfileDto } from '@/api/openapi'

/** A field the form may leave empty ('' = not given), checked by the request's own schema otherwise. */
const emptyOr = (schema: z.ZodType) =>
  z.string().superRefine((value, ctx) => {
    if (!value) return
    const result = schema.safeParse(value)
    if (!result.success) for (const issue of result.error.issues) ctx.addIssue({ code: 'custom', message: issue.message })
  })

/** The patient form: every field as text, checked with the same rules as PATCH /api/profile. */
export const patientFormSchema = z
  .object({
    fullName: patientProfileFields.fullName,
    nik: emptyOr(patientProfileFields.nik),
    dob: emptyOr(patientProfileFields.dob),
    gender: emptyOr(patientProfileFields.gender),
    phone: emptyOr(patientProfileFields.phone),
    province: z.string(),
    city: z.string(),
    street: z.string().max(300, 'validation.profile.tooLong'),
    occupation: z.string().max(120, 'validation.profile.tooLong'),
    emergencyContactName: z.string().max(200, 'validation.profile.tooLong'),
    emergencyContactRelationship: z.string().max(60, 'validation.profile.tooLong'),
    emergencyContactPhone: emptyOr(patientProfileFields.phone),
  })
  .superRefine((v, ctx) =>
    checkPatientProfile(
      {
        nik: v.nik || undefined,
        dob: v.dob || undefined,
        gender: v.gender || undefined,
        province: v.province || null,
        city: v.city || null,
      },
      ctx
    )
  )
export type PatientFormValues = z.input<typeof patientFormSchema>
export type PatientFormField = keyof PatientFormValues

export function patientFormDefaults(profile: PatientOwnProfileDto): PatientFormValues {
  return {
    fullName: profile.fullName,
    nik: profile.nik ?? '',
    dob: profile.dob ?? '',
    gender: profile.gender ?? '',
    phone: profile.phone ?? '',
    province: profile.province ?? '',
    city: profile.city ?? '',
    street: profile.street ?? '',
    occupation: profile.occupation ?? '',
    emergencyContactName: profile.emergencyContactName ?? '',
    emergencyContactRelationship: profile.emergencyContactRelationship ?? '',
    emergencyContactPhone: profile.emergencyContactPhone ?? '',
  }
}

/** The PATCH body of the fields shown: the required ones only when filled, the optional ones cleared with null. */
export function patientPatch(values: PatientFormValues, fields: readonly PatientFormField[]): PatientProfilePatchInput {
  const body: Record<string, string | null> = {}
  for (const field of fields) {
    const value = values[field].trim()
    if (['nik', 'dob', 'gender', 'phone', 'fullName'].includes(field)) {
      if (value) body[field] = value
    } else body[field] = value || null
  }
  return body as PatientProfilePatchInput
}

/** The provider form: the fee as a number (whole thousands of Rupiah), the STR number optional until entered. */
export const providerFormSchema = z.object({
  displayName: providerProfileFields.displayName,
  providerRole: providerProfileFields.providerRole,
  specialization: z.string().max(200, 'validation.profile.tooLong'),
  bio: z.string().max(1000, 'validation.profile.bioTooLong'),
  strNumber: emptyOr(providerProfileFields.strNumber),
  nik: z.string().refine((v) => providerProfileFields.nik.safeParse(v).success, 'validation.profile.nikFormat'),
  consultationFee: providerProfileFields.consultationFee,
  offersChat: providerProfileFields.offersChat,
  chatFee: providerProfileFields.chatFee,
})
export type ProviderFormValues = z.input<typeof providerFormSchema>

export function providerFormDefaults(profile: ProviderOwnProfileDto): ProviderFormValues {
  return {
    displayName: profile.displayName,
    providerRole: profile.providerRole as ProviderFormValues['providerRole'],
    specialization: profile.specialization ?? '',
    bio: profile.bio ?? '',
    strNumber: profile.strNumber ?? '',
    nik: profile.nik ?? '',
    consultationFee: profile.consultationFee,
    offersChat: profile.offersChat,
    chatFee: profile.chatFee,
  }
}

export function providerPatch(values: ProviderFormValues): ProviderOwnProfilePatchInput {
  const { strNumber, nik, ...rest } = values
  return {
    ...rest,
    nik: nik.trim() || null,
    specialization: values.specialization.trim() || null,
    bio: values.bio.trim() || null,
    ...(strNumber.trim() ? { strNumber: strNumber.trim() } : {}),
  }
}
