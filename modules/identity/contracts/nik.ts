/**
 * The NIK (Nomor Induk Kependudukan) rule, shared by the server and the profile form. A NIK is 16
 * digits: 1–6 the region (province, regency, district), 7–12 the date of birth as DDMMYY with 40
 * added to DD for women, 13–16 a serial number. The date and gender it encodes must agree with
 * the ones entered.
 */
export const NIK_PATTERN = /^\d{16}$/

export const genders = ['Laki-laki', 'Perempuan'] as const
export type Gender = (typeof genders)[number]

export type NikProblem = 'format' | 'dob' | 'gender'

export interface NikBirth {
  day: number
  month: number
  /** two digits: the century is not encoded */
  yy: number
  gender: Gender
}

/** What a NIK says about its holder's birth, or null when it is not 16 digits with a real day and month. */
export function decodeNik(nik: string): NikBirth | null {
  if (!NIK_PATTERN.test(nik)) return null
  const dd = Number(nik.slice(6, 8))
  const month = Number(nik.slice(8, 10))
  const yy = Number(nik.slice(10, 12))
  const female = dd > 40
  const day = female ? dd - 40 : dd
  if (day < 1 || day > 31 || month < 1 || month > 12) return null
  return { day, month, yy, gender: female ? 'Perempuan' : 'Laki-laki' }
}

/** Why a NIK disagrees with a date of birth ('YYYY-MM-DD') and gender, or null when it agrees (or they are unknown). */
export function nikProblem(nik: string, dob: string | null | undefined, gender: string | null | undefined): NikProblem | null {
  const birth = decodeNik(nik)
  if (!birth) return 'format'
  if (dob) {
    const [y = 0, m, d] = dob.split('-').map(Number)
    if (d !== birth.day || m !== birth.month || y % 100 !== birth.yy) return 'dob'
  }
  if (gender && gender !== birth.gender) return 'gender'
  return null
}

/** The six birth digits of a NIK for a date of birth and gender (used by forms' hints and test fixtures). */
export function nikBirthDigits(dob: string, gender: Gender): string {
  const [y = 0, m = 0, d = 0] = dob.split('-').map(Number)
  const pad = (n: number) => String(n).padStart(2, '0')
  return `${pad(gender === 'Perempuan' ? d + 40 : d)}${pad(m)}${pad(y % 100)}`
}
