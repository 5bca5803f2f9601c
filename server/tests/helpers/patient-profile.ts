/** 'Laki-laki' or 'Perempuan', as the profile stores it. */
type Gender = 'Laki-laki' | 'Perempuan'

/** Digits 7–12 of a NIK: DDMMYY, with 40 added to the day for women (the rule the server checks). */
function birthDigits(dob: string, gender: Gender): string {
  const [y = 0, m = 0, d = 0] = dob.split('-').map(Number)
  const pad = (n: number) => String(n).padStart(2, '0')
  return `${pad(gender === 'Perempuan' ? d + 40 : d)}${pad(m)}${pad(y % 100)}`
}

/**
 * Patients must fill NIK, date of birth, gender and phone before their first booking. Suites that
 * register patients and book complete the profile through PATCH /api/profile right after
 * registering (http-client.ts), with these values; a suite that needs an incomplete profile
 * registers with incompletePatientPayload().
 */
export const FIXTURE_PROFILE = { dob: '1990-01-15', gender: 'Laki-laki' as Gender, phone: '0812-1111-2222' }
/** FIXTURE_PROFILE.phone as the server stores it (E.164). */
export const FIXTURE_PHONE_E164 = '+6281211112222'

let serial = Math.floor(Math.random() * 9000)
/** A region code per test process, so two processes sharing a database do not draw the same NIK. */
const region = `3${String(Math.floor(Math.random() * 100_000)).padStart(5, '0')}`

/** A valid NIK for that date of birth and gender: region, DDMMYY (+40 for women), a fresh serial. */
export function validNik(dob: string = FIXTURE_PROFILE.dob, gender: Gender = FIXTURE_PROFILE.gender): string {
  serial = (serial + 1) % 10_000
  return `${region}${birthDigits(dob, gender)}${String(serial).padStart(4, '0')}`
}

/** The body that completes a fresh patient's profile for booking. */
export function completeProfileBody(overrides: Record<string, unknown> = {}) {
  const dob = (overrides.dob as string) ?? FIXTURE_PROFILE.dob
  const gender = (overrides.gender as Gender) ?? FIXTURE_PROFILE.gender
  return { nik: validNik(dob, gender), dob, gender, phone: FIXTURE_PROFILE.phone, ...overrides }
}

/** Register payloads of patients whose profile must stay incomplete (the fixture's completion skips them). */
export const incompletePayloads = new WeakSet<object>()
