import { z } from 'zod'

/** Field schemas several identity requests share. Messages are i18n keys (kernel validation-messages). */

export const PASSWORD_MIN_LENGTH = 6

export const emailField = z
  .string({ message: 'validation.email.required' })
  .trim()
  .toLowerCase()
  .max(254, 'validation.email.tooLong')
  .pipe(z.email({ message: 'validation.email.invalid' }))

/** STR (Surat Tanda Registrasi) number as printed: digits, letters and separators. */
export const strNumberField = z
  .string({ message: 'validation.strNumber.required' })
  .trim()
  .min(6, 'validation.strNumber.tooShort')
  .max(40, 'validation.strNumber.tooLong')
  .regex(/^[0-9A-Za-z][0-9A-Za-z./ -]*$/, 'validation.strNumber.format')
