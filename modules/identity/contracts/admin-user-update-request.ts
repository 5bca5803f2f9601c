import { z } from 'zod'
import { userStatuses } from './roles.js'
import { emailField } from './account-fields.js'

/** PATCH /api/admin/users/:id: exactly one of a new e-mail or a new status. */
export const adminUserUpdateRequestSchema = z
  .strictObject(
    {
      email: emailField.optional(),
      status: z.enum(userStatuses, { message: 'validation.userStatus.invalid' }).optional(),
    },
    { error: 'validation.adminUpdate.onlyEmailOrStatus' }
  )
  .refine((v) => (v.email === undefined) !== (v.status === undefined), {
    message: 'validation.adminUpdate.oneOf',
    path: ['body'],
  })

export type AdminUserUpdateRequestInput = z.input<typeof adminUserUpdateRequestSchema>
