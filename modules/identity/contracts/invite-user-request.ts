import { z } from 'zod'
import { providerRoles } from './roles.js'
import { emailField, strNumberField } from './account-fields.js'

/** POST /api/admin/users: an admin creates a provider or admin account and invites it by e-mail. */
export const inviteUserRequestSchema = z
  .object({
    role: z.enum(['PROVIDER', 'ADMIN'], { message: 'validation.account.inviteRole' }),
    email: emailField,
    fullName: z.string().trim().min(1, 'validation.fullName.required').max(200).optional(),
    displayName: z.string().trim().min(1, 'validation.displayName.required').max(200).optional(),
    providerRole: z.enum(providerRoles, { message: 'validation.providerRole.invalid' }).optional(),
    specialization: z.string().trim().max(200).optional(),
    strNumber: z.union([z.literal(''), strNumberField]).optional(),
  })
  .superRefine((value, ctx) => {
    if (value.role === 'PROVIDER') {
      if (!value.displayName) ctx.addIssue({ code: 'custom', path: ['displayName'], message: 'validation.displayName.required' })
      if (!value.providerRole) ctx.addIssue({ code: 'custom', path: ['providerRole'], message: 'validation.providerRole.required' })
    } else if (!value.fullName) {
      ctx.addIssue({ code: 'custom', path: ['fullName'], message: 'validation.fullName.required' })
    }
  })

export type InviteUserRequestInput = z.input<typeof inviteUserRequestSchema>
export type InviteUserRequest = z.output<typeof inviteUserRequestSchema>
