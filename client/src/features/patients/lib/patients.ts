import { toDateKey } from '@/lib/format'
import type { ProviderPatient } from '../types'

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

const digits = (value: string) => value.replace(/\D/g, '')
/** Indonesian numbers: +62 812… and 0812… are the same line. */
const localNumber = (value: string) => digits(value).replace(/^62/, '0')

/**
 * Spec §2: search over name, medical record number and contact (case-insensitive). A query
 * with digits also matches phone numbers written with spaces, dashes or +62.
 */
export function filterPatients(patients: readonly ProviderPatient[], query: string): ProviderPatient[] {
  const needle = query.trim().toLowerCase()
  if (!needle) return [...patients]
  const needleDigits = digits(needle)
  return patients.filter((p) => {
    const fields = [p.fullName, p.medicalRecordNumber ?? '', p.contact ?? '']
    if (fields.some((f) => f.toLowerCase().includes(needle))) return true
    if (needleDigits.length < 3 || needleDigits.length !== needle.replace(/[\s+()-]/g, '').length) return false
    const contact = localNumber(p.contact ?? '')
    return contact.includes(needleDigits) || contact.includes(localNumber(needleDigits))
  })
}

export type PatientStats = { patients: number; appointments: number; records: number }

export function patientStats(patients: readonly ProviderPatient[]): PatientStats {
  return patients.reduce(
    (acc, p) => ({
      patients: acc.patients + 1,
      appointments: acc.appointments + (p.appointmentCount ?? 0),
      records: acc.records + (p.medicalRecordCount ?? 0),
    }),
    { patients: 0, appointments: 0, records: 0 },
  )
}

/** Most recent visit first; never-visited patients last, by name. */
export function sortPatients(patients: readonly ProviderPatient[]): ProviderPatient[] {
  const visit = (p: ProviderPatient) => (p.lastVisit ? Date.parse(p.lastVisit) || 0 : 0)
  return [...patients].sort((a, b) => visit(b) - visit(a) || a.fullName.localeCompare(b.fullName, 'id'))
}
