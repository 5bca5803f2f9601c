import { z } from 'zod'
import { emailField } from './account-fields.js'

/** POST /api/login. */
export const loginRequestSchema = z.object({
  email: emailField,
  password: z.string({ message: 'validation.password.required' }).min(1, 'validation.password.required').max(200),
  remember: z.boolean().optional().default(false),
})

export type LoginRequestInput = z.input<typeof loginRequestSchema>
