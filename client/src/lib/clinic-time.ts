import { tz } from '@date-fns/tz'
import { isValid, lightFormat, parseISO, toDate } from 'date-fns'

/** An instant as the API sends it (ISO string), a timestamp, or a Date. */
export type DateInput = string | number | Date

/**
 * The clinic's time zone (the server's APP_TIMEZONE). Every date and time on screen is shown in
 * it, so a 09:00 slot reads 09.00 wherever the browser happens to be.
 */
export const CLINIC_TIME_ZONE = 'Asia/Jakarta'

/** date-fns `in` context: calendar arithmetic (days, weeks, years) on the clinic's wall clock. */
export const inClinicZone = tz(CLINIC_TIME_ZONE)

/** The instant, or null when unreadable; a bare 'YYYY-MM-DD' reads as UTC midnight, as `new Date()` does. */
export function toInstant(value: DateInput): Date | null {
  const date = toDate(value)
  return isValid(date) ? date : null
}

/** The calendar day ('YYYY-MM-DD') an instant falls on in `timeZone` (the clinic's by default). */
export function toDateKey(value: DateInput, timeZone: string = CLINIC_TIME_ZONE): string {
  const date = toInstant(value)
  return date ? lightFormat(tz(timeZone)(date), 'yyyy-MM-dd') : ''
}

/** A day key ('2026-11-23') as the first instant of that day in the clinic zone, or null. */
export function fromDateKey(key: string): Date | null {
  const day = parseISO(key, { in: inClinicZone })
  return isValid(day) ? day : null
}
