import { z } from 'zod'
import { changePasswordRequestSchema, newPasswordField } from '@modules/identity/contracts/password-requests'

const matches = (value: { password: string; confirm: string }) => value.password === value.confirm
const mismatch = { path: ['confirm'], message: 'validation.password.mismatch' }

/** /atur-kata-sandi: the new password twice (the token comes from the link). */
export const setPasswordFormSchema = z.object({ password: newPasswordField, confirm: z.string() }).refine(matches, mismatch)
export type SetPasswordForm = z.input<typeof setPasswordFormSchema>

/** /akun 'Ubah kata sandi': the current password, then the new one twice. */
export const changePasswordFormSchema = changePasswordRequestSchema.extend({ confirm: z.string() }).refine(matches, mismatch)
export type ChangePasswordForm = z.input<typeof changePasswordFormSchema>
