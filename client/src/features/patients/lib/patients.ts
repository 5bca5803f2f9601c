import { toDateKey } from '@/lib/format'

/**
 * Whole years from the date of birth to `now`, both as calendar days in the clinic's time zone
 * (a birthday counts from its first minute there). Null for a missing or future date.
 */
export function ageFromDob(dob: string | null | undefined, now: Date = new Date()): number | null {
  if (!dob) return null
  const birth = toDateKey(dob)
  const today = toDateKey(now)
  if (!birth || !today || birth > today) return null
  const [by, bm, bd] = birth.split('-').map(Number) as [number, number, number]
  const [ty, tm, td] = today.split('-').map(Number) as [number, number, number]
  return ty - by - (tm < bm || (tm === bm && td < bd) ? 1 : 0)
}
