import { describe, expect, it } from 'vitest'
import { isValidCode, loincCheckDigit } from './code-formats.js'

describe('code formats', () => {
  it('ICD-10: a letter, two digits, optionally a dot and one or two characters', () => {
    for (const code of ['A00', 'J06.9', 'I10', 'E11.9', 'A09', 'S52.50', 'M54.5']) expect(isValidCode('icd10', code), code).toBe(true)
    for (const code of ['a00', 'J6.9', 'I1', 'J06.', 'J06.999', 'J069', '10', 'I10 ', 'A15-A16', 'J06,9']) {
      expect(isValidCode('icd10', code), code).toBe(false)
    }
  })

  it('SDKI D.0001, SLKI L.00001, SIKI I.00001 (never all zeros)', () => {
    expect(isValidCode('sdki', 'D.0077')).toBe(true)
    expect(isValidCode('slki', 'L.08066')).toBe(true)
    expect(isValidCode('siki', 'I.08238')).toBe(true)
    for (const code of ['D.077', 'D0077', 'D.00770', 'd.0077', 'D.0000', 'L.08066'])
      expect(isValidCode('sdki', code), code).toBe(false)
    for (const code of ['L.0806', 'L.080660', 'I.08238', 'L.00000']) expect(isValidCode('slki', code), code).toBe(false)
    for (const code of ['I.0823', 'I.082380', 'L.08238', 'I.00000']) expect(isValidCode('siki', code), code).toBe(false)
  })

  it('LOINC: digits, a hyphen and the right mod-10 check digit', () => {
    for (const code of ['8867-4', '9279-1', '8310-5', '8480-6', '8462-4', '85354-9', '59408-5', '2708-6', '29463-7', '8302-2']) {
      expect(isValidCode('loinc', code), code).toBe(true)
    }
    for (const code of ['8867-5', '8867', '8867-44', 'A867-4', '12345678-9']) expect(isValidCode('loinc', code), code).toBe(false)
    expect(loincCheckDigit('8867')).toBe(4)
    expect(loincCheckDigit('85354')).toBe(9)
  })
})
