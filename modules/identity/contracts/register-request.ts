import { z } from 'zod'
// the enum lists move to identity's contracts with the DTO work (issue 11); domain/roles is pure constants
import { providerRoles, roles } from './roles.js'
import { emailField, PASSWORD_MIN_LENGTH, strNumberField } from './account-fields.js'

/** POST /api/register: fullName for PATIENT/ADMIN, displayName and providerRole for PROVIDER. */
export const registerRequestSchema = z
  .object({
    email: emailField,
    password: z
      .string({ message: 'validation.password.required' })
      .min(PASSWORD_MIN_LENGTH, 'validation.password.tooShort')
      .max(200, 'validation.password.tooLong'),
    role: z.enum(roles, { message: 'validation.role.invalid' }),
    fullName: z.string().trim().min(1, 'validation.fullName.required').max(200).optional(),
    displayName: z.string().trim().min(1, 'validation.displayName.required').max(200).optional(),
    providerRole: z.enum(providerRoles, { message: 'validation.providerRole.invalid' }).optional(),
    bio: z.string().trim().max(2000).optional(),
    specialization: z.string().trim().max(200).optional(),
    /** Providers may give it now or later on their profile; an admin verifies it before booking opens. */
    strNumber: z.union([z.literal(''), strNumberField]).optional(),
    /**
     * The terms-and-privacy consent (recorded in the consent ledger). TeleRawat's form sends it
     * explicitly; the spec's API has no such field (its form requires the checkbox), so an omitted
     * value counts as given, and `false` is refused (docs/product.md, issue 13).
     */
    acceptTerms: z.literal(true, { message: 'validation.terms.required' }).default(true),
  })
  .superRefine((value, ctx) => {
    if (value.role === 'PROVIDER') {
      if (!value.displayName) ctx.addIssue({ code: 'custom', path: ['displayName'], message: 'validation.displayName.required' })
      if (!value.providerRole) ctx.addIssue({ code: 'custom', path: ['providerRole'], message: 'validation.providerRole.required' })
    } else if (!value.fullName) {
      ctx.addIssue({ code: 'custom', path: ['fullName'], message: 'validation.fullName.required' })
    }
  })

/** What the client sends (before trimming and defaults). */
export type RegisterRequestInput = z.input<typeof registerRequestSchema>
/** What the server works with after parsing. */
export type RegisterRequest = z.output<typeof registerRequestSchema>
