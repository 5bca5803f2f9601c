import { describe, expect, it } from 'vitest'
import { signUpDefaults, signUpResolver, toRegisterBody, type SignUpValues } from './sign-up-form-schema'

const options = {
  fields: {},
  names: [] as (keyof SignUpValues)[],
  shouldUseNativeValidation: false,
  criteriaMode: 'firstError' as const,
}
const resolve = (values: Partial<SignUpValues>) => signUpResolver({ ...signUpDefaults, ...values }, undefined, options)
const messages = (errors: Record<string, { message?: unknown } | undefined>) =>
  Object.fromEntries(Object.entries(errors).map(([field, error]) => [field, error?.message]))

const patient: Partial<SignUpValues> = {
  firstName: ' Rina ',
  lastName: 'Wijaya',
  email: ' Rina@Contoh.ID ',
  password: 'rahasia123',
  confirmPassword: 'rahasia123',
  acceptTerms: true,
}

describe('sign-up form validation (the shared register schema)', () => {
  it('turns valid values into the register body the server parses, without the confirmation', async () => {
    const result = await resolve(patient)
    expect(result.errors).toEqual({})
    expect(result.values).toEqual({
      email: 'rina@contoh.id',
      password: 'rahasia123',
      role: 'PATIENT',
      fullName: 'Rina Wijaya',
      acceptTerms: true,
    })
  })

  it('reports the schema keys per field: e-mail format, short password, terms', async () => {
    const result = await resolve({ ...patient, email: 'bukan-email', password: 'abc', confirmPassword: 'abc', acceptTerms: false })
    expect(messages(result.errors)).toEqual({
      email: 'validation.email.invalid',
      password: 'validation.password.tooShort',
      acceptTerms: 'validation.terms.required',
    })
  })

  it('asks for the confirmation to match once the rest is valid', async () => {
    const result = await resolve({ ...patient, confirmPassword: 'rahasia124' })
    expect(messages(result.errors)).toEqual({ confirmPassword: 'validation.password.mismatch' })
  })

  it('shows a missing name under the first-name field, and a provider must pick a provider role', async () => {
    expect(messages((await resolve({ ...patient, firstName: '', lastName: ' ' })).errors)).toEqual({
      firstName: 'validation.fullName.required',
    })
    const provider = await resolve({ ...patient, role: 'PROVIDER', firstName: '', lastName: '' })
    expect(messages(provider.errors)).toEqual({
      firstName: 'validation.displayName.required',
      providerRole: 'validation.providerRole.required',
    })
  })

  it('sends a provider as display name, provider role and STR number', () => {
    expect(
      toRegisterBody({ ...signUpDefaults, ...patient, role: 'PROVIDER', providerRole: 'Bidan', strNumber: '12345678' } as SignUpValues)
    ).toEqual({
      email: ' Rina@Contoh.ID ',
      password: 'rahasia123',
      acceptTerms: true,
      role: 'PROVIDER',
      displayName: 'Rina Wijaya',
      providerRole: 'Bidan',
      strNumber: '12345678',
    })
  })
})
