import type { TerminologySystem } from '../contracts/code-systems.js'

/** ICD-10 (WHO): a letter, two digits, then optionally a dot and one or two more characters (I10, J06.9, S52.50). */
const ICD10 = /^[A-Z][0-9]{2}(\.[0-9A-Z]{1,2})?$/
/** SDKI diagnosis: D. and four digits (D.0077). */
const SDKI = /^D\.[0-9]{4}$/
/** SLKI outcome: L. and five digits, the first two the category (L.08066). */
const SLKI = /^L\.[0-9]{5}$/
/** SIKI intervention: I. and five digits, the first two the category (I.08238). */
const SIKI = /^I\.[0-9]{5}$/
/** LOINC: 1-7 digits, a hyphen, the mod-10 check digit (8867-4). */
const LOINC = /^([0-9]{1,7})-([0-9])$/

/** LOINC's check digit: the Luhn (mod 10) digit of the code's number part. */
export function loincCheckDigit(digits: string): number {
  let sum = 0
  for (let i = digits.length - 1, double = true; i >= 0; i--, double = !double) {
    let d = Number(digits[i])
    if (double) {
      d *= 2
      if (d > 9) d -= 9
    }
    sum += d
  }
  return (10 - (sum % 10)) % 10
}

/** Whether `code` is well-formed for `system` (the format only, not whether the code exists). */
export function isValidCode(system: TerminologySystem, code: string): boolean {
  switch (system) {
    case 'icd10':
      return ICD10.test(code)
    case 'sdki':
      return SDKI.test(code) && code !== 'D.0000'
    case 'slki':
      return SLKI.test(code) && code !== 'L.00000'
    case 'siki':
      return SIKI.test(code) && code !== 'I.00000'
    case 'loinc': {
      const match = LOINC.exec(code)
      return match !== null && loincCheckDigit(match[1]) === Number(match[2])
    }
    default: {
      const never: never = system
      throw new Error(`unknown code system ${never}`)
    }
  }
}

/** An example of each system's format, for messages ("e.g. J06.9"). */
export const CODE_EXAMPLES: Readonly<Record<TerminologySystem, string>> = {
  icd10: 'J06.9',
  sdki: 'D.0077',
  slki: 'L.08066',
  siki: 'I.08238',
  loinc: '8867-4',
}
