import { z } from 'zod'
import { emailField, PASSWORD_MIN_LENGTH } from './account-fields.js'

/** A new password: the same rule as registration. */
export const newPasswordField = z
  .string({ message: 'validation.password.required' })
  .min(PASSWORD_MIN_LENGTH, 'validation.password.tooShort')
  .max(200, 'validation.password.tooLong')

/** The token from an e-mailed link (43 base64url characters; anything else is simply unknown). */
const tokenField = z.string({ message: 'validation.account.tokenRequired' }).trim().min(1, 'validation.account.tokenRequired').max(200)

/** POST /api/password/forgot */
export const forgotPasswordRequestSchema = z.object({ email: emailField })
export type ForgotPasswordRequest = z.output<typeof forgotPasswordRequestSchema>

/** POST /api/password/reset: from a reset or an invitation link. */
export const resetPasswordRequestSchema = z.object({ token: tokenField, password: newPasswordField })
export type ResetPasswordRequest = z.output<typeof resetPasswordRequestSchema>

/** POST /api/password/change: signed in; the current password proves it is the owner. */
export const changePasswordRequestSchema = z.object({
  currentPassword: z
    .string({ message: 'validation.account.currentPasswordRequired' })
    .min(1, 'validation.account.currentPasswordRequired')
    .max(200),
  password: newPasswordField,
})
export type ChangePasswordRequest = z.output<typeof changePasswordRequestSchema>

/** POST /api/email/verify */
export const verifyEmailRequestSchema = z.object({ token: tokenField })
export type VerifyEmailRequest = z.output<typeof verifyEmailRequestSchema>
