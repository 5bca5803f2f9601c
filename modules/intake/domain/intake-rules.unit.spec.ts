import { describe, expect, it } from 'vitest'
import { intakeAnswersSchema, pregnancyProblem, PAIN_MAX } from '../contracts/intake-answers.js'
import { ageOn, pregnancyApplies } from '../contracts/pregnancy-rule.js'
import { intakeWindow } from './intake-window.js'

const valid = { mainComplaint: 'Luka di kaki kembali merah', since: '3 hari', painScore: 4 }
const issues = (input: unknown) => {
  const result = intakeAnswersSchema.safeParse(input)
  return result.success ? [] : result.error.issues.map((i) => `${i.path.join('.')}: ${i.message}`)
}

describe('the intake schema', () => {
  it('accepts the required answers and defaults the optional ones to empty (no pregnancy answer)', () => {
    expect(intakeAnswersSchema.parse({ ...valid, allergies: '  Penisilin ' })).toEqual({
      ...valid,
      allergies: 'Penisilin',
      medications: '',
      chronicConditions: '',
      pregnancy: null,
    })
  })

  it('pain is a whole number from 0 to 10', () => {
    for (const painScore of [0, 5, PAIN_MAX]) expect(issues({ ...valid, painScore })).toEqual([])
    for (const painScore of [-1, 11, 3.5, '4', null, Number.NaN]) {
      expect(issues({ ...valid, painScore })).toEqual(['painScore: validation.intake.painRange'])
    }
  })

  it('bounds the texts and names each problem', () => {
    expect(issues({ ...valid, mainComplaint: '  ab ' })).toEqual(['mainComplaint: validation.intake.complaintTooShort'])
    expect(issues({ ...valid, mainComplaint: 'x'.repeat(1001) })).toEqual(['mainComplaint: validation.intake.complaintTooLong'])
    expect(issues({ ...valid, mainComplaint: 'x'.repeat(1000) })).toEqual([])
    expect(issues({ ...valid, since: ' ' })).toEqual(['since: validation.intake.sinceRequired'])
    expect(issues({ ...valid, since: 'x'.repeat(201) })).toEqual(['since: validation.intake.sinceTooLong'])
    expect(issues({ ...valid, allergies: 'x'.repeat(1001) })).toEqual(['allergies: validation.intake.allergiesTooLong'])
    expect(issues({ ...valid, medications: 'x'.repeat(1001) })).toEqual(['medications: validation.intake.medicationsTooLong'])
    expect(issues({ ...valid, chronicConditions: 'x'.repeat(1001) })).toEqual([
      'chronicConditions: validation.intake.chronicConditionsTooLong',
    ])
    expect(issues({ ...valid, pregnancy: 'MAYBE' })).toEqual(['pregnancy: validation.intake.pregnancyInvalid'])
    expect(issues({ since: '1 hari', painScore: 1 })).toEqual(['mainComplaint: validation.intake.complaintRequired'])
    expect(issues({ ...valid, extra: 1 })).toHaveLength(1)
  })
})

describe('the pregnancy rule', () => {
  it('counts whole years on the appointment day', () => {
    expect(ageOn('2000-11-29', '2026-11-28')).toBe(25)
    expect(ageOn('2000-11-29', '2026-11-29')).toBe(26)
    expect(ageOn('2016-02-29', '2026-02-28')).toBe(9)
  })

  it('asks women aged 10 to 55 on the appointment day, never men; unknown profiles are asked', () => {
    const woman = (dob: string) => pregnancyApplies({ gender: 'Perempuan', dob }, '2026-12-01')
    expect(woman('2016-12-01')).toBe(true) // 10 that day
    expect(woman('2016-12-02')).toBe(false) // 9
    expect(woman('1971-12-01')).toBe(true) // 55
    expect(woman('1970-12-01')).toBe(false) // 56
    expect(woman('1996-05-10')).toBe(true)
    expect(pregnancyApplies({ gender: 'Laki-laki', dob: '1996-05-10' }, '2026-12-01')).toBe(false)
    expect(pregnancyApplies({ gender: null, dob: '1996-05-10' }, '2026-12-01')).toBe(true)
    expect(pregnancyApplies({ gender: 'Perempuan', dob: null }, '2026-12-01')).toBe(true)
  })

  it('requires the answer when it applies and refuses it when it does not', () => {
    expect(pregnancyProblem({ pregnancy: null }, true)).toBe('validation.intake.pregnancyRequired')
    expect(pregnancyProblem({ pregnancy: 'NO' }, true)).toBeNull()
    expect(pregnancyProblem({ pregnancy: 'UNSURE' }, false)).toBe('validation.intake.pregnancyNotApplicable')
    expect(pregnancyProblem({ pregnancy: null }, false)).toBeNull()
  })
})

describe('the edit window', () => {
  const opensAt = '2026-12-01T02:00:00.000Z'
  it('editable until the consultation room opens, never once the appointment is over', () => {
    expect(intakeWindow({ status: 'SCHEDULED', joinOpensAt: opensAt }, new Date('2026-12-01T01:59:59.999Z'))).toBe('EDITABLE')
    expect(intakeWindow({ status: 'SCHEDULED', joinOpensAt: opensAt }, new Date(opensAt))).toBe('ROOM_OPEN')
    expect(intakeWindow({ status: 'CANCELLED', joinOpensAt: opensAt }, new Date('2026-11-01T00:00:00Z'))).toBe('CLOSED')
    expect(intakeWindow({ status: 'COMPLETED', joinOpensAt: opensAt }, new Date('2026-11-01T00:00:00Z'))).toBe('CLOSED')
  })
})
