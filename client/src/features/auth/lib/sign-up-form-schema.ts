import { zodResolver } from '@hookform/resolvers/zod'
import type { FieldErrors, Resolver } from 'react-hook-form'
import { z } from 'zod'
import { registerRequestSchema, type RegisterRequest } from '@modules/identity/contracts/register-request'
import type { ProviderRole, Role } from '@modules/identity/contracts/roles'

/** What the sign-up form holds: the request's fields, the name in two parts and the confirmation. */
export type SignUpValues = {
  role: Role
  providerRole: ProviderRole | ''
  strNumber: string
  firstName: string
  lastName: string
  email: string
  password: string
  confirmPassword: string
  acceptTerms: boolean
}

export const signUpDefaults: SignUpValues = {
  role: 'PATIENT',
  providerRole: '',
  strNumber: '',
  firstName: '',
  lastName: '',
  email: '',
  password: '',
  confirmPassword: '',
  acceptTerms: false,
}

/** The server's schema plus the one client-only rule: the confirmation repeats the password. */
const signUpSchema = registerRequestSchema
  .safeExtend({ confirmPassword: z.string() })
  .refine((value) => value.password === value.confirmPassword, {
    path: ['confirmPassword'],
    message: 'validation.password.mismatch',
  })

/** The register body the form's values stand for (a provider's name is its display name). */
export function toRegisterBody(values: SignUpValues) {
  const name = `${values.firstName.trim()} ${values.lastName.trim()}`.trim()
  const base = { email: values.email, password: values.password, acceptTerms: values.acceptTerms, role: values.role }
  return values.role === 'PROVIDER'
    ? { ...base, displayName: name, providerRole: values.providerRole || undefined, strNumber: values.strNumber }
    : { ...base, fullName: name }
}

const validateBody = zodResolver(signUpSchema)

/**
 * Validates the form with the shared schema. The request names the person `fullName` or
 * `displayName`; the form shows that error under its first-name field.
 */
export const signUpResolver: Resolver<SignUpValues, unknown, RegisterRequest> = async (values, context, options) => {
  const body = { ...toRegisterBody(values), confirmPassword: values.confirmPassword }
  const result = await validateBody(body as never, context, options as never)
  const { fullName, displayName, ...errors } = result.errors as FieldErrors<SignUpValues> &
    Partial<Record<'fullName' | 'displayName', FieldErrors<SignUpValues>['firstName']>>
  const nameError = fullName ?? displayName
  if (Object.keys(errors).length === 0 && !nameError) {
    const { confirmPassword: _confirmation, ...request } = result.values as RegisterRequest & { confirmPassword: string }
    return { values: request, errors: {} }
  }
  return { values: {}, errors: nameError ? { ...errors, firstName: nameError } : errors }
}
