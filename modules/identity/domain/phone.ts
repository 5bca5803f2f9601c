// the 'max' metadata checks the number's ranges, not only its length
import { parsePhoneNumberFromString } from 'libphonenumber-js/max'

/**
 * An Indonesian phone number as people write it (0812-3456-7890, +62 812 3456 7890, 62812…) in
 * E.164 (+6281234567890), or null when it is not a valid Indonesian number.
 */
export function normalizeIndonesianPhone(input: string): string | null {
  const digits = input.replace(/[^\d+]/g, '')
  // '62812…' without the plus is the country code written out, not a national number
  const candidate = /^62\d{8,}$/.test(digits) ? `+${digits}` : input
  const phone = parsePhoneNumberFromString(candidate, 'ID')
  if (!phone || phone.country !== 'ID' || !phone.isValid()) return null
  return phone.number
}
