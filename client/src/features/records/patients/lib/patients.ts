import { differenceInYears, isAfter, startOfDay } from 'date-fns'
import { inClinicZone, toInstant } from '@/lib/clinic-time'

/**
 * Whole years from the date of birth to `now`, both as calendar days in the clinic's time zone
 * (a birthday counts from its first minute there). Null for a missing or future date.
 */
export function ageFromDob(dob: string | null | undefined, now: Date = new Date()): number | null {
  const birth = dob ? toInstant(dob) : null
  if (!birth) return null
  const born = startOfDay(birth, { in: inClinicZone })
  const today = startOfDay(now, { in: inClinicZone })
  return isAfter(born, today) ? null : differenceInYears(today, born, { in: inClinicZone })
}
