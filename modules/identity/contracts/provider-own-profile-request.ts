import { z } from 'zod'
import { refuseUnknownKeys } from './profile-fields.js'
import { strNumberField } from './account-fields.js'
import { feeProblem } from './consultation-fee.js'
import { providerRoles } from './roles.js'
import { decodeNik } from './nik.js'

export const BIO_MAX_LENGTH = 1000

const optionalText = (max: number) =>
  z
    .string()
    .trim()
    .max(max, 'validation.profile.tooLong')
    .nullable()
    .optional()
    .transform((v) => (v ? v : v === undefined ? undefined : null))

export const consultationFeeField = z.number({ message: 'validation.profile.feeInteger' }).superRefine((fee, ctx) => {
  const problem = feeProblem(fee)
  if (problem === 'integer') ctx.addIssue({ code: 'custom', message: 'validation.profile.feeInteger' })
  else if (problem === 'range') ctx.addIssue({ code: 'custom', message: 'validation.profile.feeRange' })
  else if (problem === 'thousands') ctx.addIssue({ code: 'custom', message: 'validation.profile.feeThousands' })
})

/** The fields of PATCH /api/profile for a provider; the form sends the same names. */
export const providerProfileFields = {
  displayName: z.string().trim().min(1, 'validation.displayName.required').max(200, 'validation.profile.tooLong'),
  providerRole: z.enum(providerRoles, { message: 'validation.providerRole.invalid' }),
  specialization: optionalText(200),
  bio: z
    .string()
    .trim()
    .max(BIO_MAX_LENGTH, 'validation.profile.bioTooLong')
    .nullable()
    .optional()
    .transform((v) => (v ? v : v === undefined ? undefined : null)),
  strNumber: strNumberField,
  consultationFee: consultationFeeField,
  /** Chat consultations (issue 22): whether the provider takes them, and their fee (the video fee's rules). */
  offersChat: z.boolean({ message: 'validation.profile.offersChatBoolean' }),
  chatFee: consultationFeeField,
  /**
   * The provider's NIK: SATUSEHAT finds their IHS number by it (docs/satusehat.md). 16 digits with a
   * real birth date in digits 7–12, as the patient's; a provider profile has no date of birth or
   * gender to compare it with. Empty clears it.
   */
  nik: z
    .string({ message: 'validation.profile.nikFormat' })
    .trim()
    .refine((v) => v === '' || decodeNik(v) !== null, 'validation.profile.nikFormat')
    .nullable()
    .transform((v) => (v ? v : null)),
}

/** PATCH /api/profile (provider): any subset of the fields; at least one. A changed STR number withdraws verification. */
export const providerOwnProfilePatchSchema = z
  .looseObject({
    displayName: providerProfileFields.displayName.optional(),
    providerRole: providerProfileFields.providerRole.optional(),
    specialization: providerProfileFields.specialization,
    bio: providerProfileFields.bio,
    strNumber: providerProfileFields.strNumber.optional(),
    consultationFee: providerProfileFields.consultationFee.optional(),
    offersChat: providerProfileFields.offersChat.optional(),
    chatFee: providerProfileFields.chatFee.optional(),
    nik: providerProfileFields.nik.optional(),
  })
  .superRefine(refuseUnknownKeys(Object.keys(providerProfileFields)))
  .refine((v) => Object.values(v).some((x) => x !== undefined), { message: 'validation.profile.empty' })

export type ProviderOwnProfilePatchInput = z.input<typeof providerOwnProfilePatchSchema>
export type ProviderOwnProfilePatch = z.output<typeof providerOwnProfilePatchSchema>
