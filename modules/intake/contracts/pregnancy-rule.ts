/**
 * When the intake asks about pregnancy (docs/intake.md#the-pregnancy-rule): a patient whose profile
 * says 'Perempuan' and who is 10 to 55 years old on the day of the appointment. The band is wider
 * than the usual 'wanita usia subur' (15–49, Kemenkes) on purpose: missing a pregnancy before a
 * prescription costs more than one extra question, and menarche before 15 and births after 49 occur.
 * 'Laki-laki' is never asked. Without a recorded gender or date of birth (booking requires both,
 * so only older data) the question is asked: asking is the safe side.
 */
export const PREGNANCY_AGE_MIN = 10
export const PREGNANCY_AGE_MAX = 55

export interface PregnancyRuleProfile {
  gender: string | null
  /** 'YYYY-MM-DD' */
  dob: string | null
}

/** Whole years between a 'YYYY-MM-DD' birth date and a 'YYYY-MM-DD' day (the clinic's calendar). */
export function ageOn(dob: string, day: string): number {
  const [by = 0, bm = 0, bd = 0] = dob.split('-').map(Number)
  const [y = 0, m = 0, d = 0] = day.split('-').map(Number)
  const birthdayPassed = m > bm || (m === bm && d >= bd)
  return y - by - (birthdayPassed ? 0 : 1)
}

/** Does the pregnancy question apply to this patient for an appointment on `day` ('YYYY-MM-DD')? */
export function pregnancyApplies(profile: PregnancyRuleProfile, day: string): boolean {
  if (profile.gender === 'Laki-laki') return false
  if (profile.gender !== 'Perempuan' || !profile.dob) return true
  const age = ageOn(profile.dob, day)
  return age >= PREGNANCY_AGE_MIN && age <= PREGNANCY_AGE_MAX
}
