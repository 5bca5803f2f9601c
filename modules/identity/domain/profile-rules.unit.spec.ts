import { describe, expect, it } from 'vitest'
import { feeProblem } from '../contracts/consultation-fee.js'
import { decodeNik, nikBirthDigits, nikProblem } from '../contracts/nik.js'
import { patientProfilePatchSchema } from '../contracts/patient-profile-request.js'
import { providerOwnProfilePatchSchema } from '../contracts/provider-own-profile-request.js'
import { normalizeIndonesianPhone } from './phone.js'

describe('NIK rule (digits 7–12: DDMMYY, day + 40 for women)', () => {
  it('decodes a man’s and a woman’s date of birth', () => {
    expect(decodeNik('3174011204880001')).toEqual({ day: 12, month: 4, yy: 88, gender: 'Laki-laki' })
    expect(decodeNik('3174097009950002')).toEqual({ day: 30, month: 9, yy: 95, gender: 'Perempuan' })
  })

  it('agrees with the date of birth and gender it encodes', () => {
    expect(nikProblem('3174011204880001', '1988-04-12', 'Laki-laki')).toBeNull()
    expect(nikProblem('3174097009950002', '1995-09-30', 'Perempuan')).toBeNull()
    // the century is not encoded: 2005 and 1905 both end in 05
    expect(nikProblem('3201014101050003', '2005-01-01', 'Perempuan')).toBeNull()
  })

  it('names a date of birth that disagrees', () => {
    expect(nikProblem('3174011204880001', '1988-04-13', 'Laki-laki')).toBe('dob')
    expect(nikProblem('3174011204880001', '1988-05-12', 'Laki-laki')).toBe('dob')
    expect(nikProblem('3174011204880001', '1989-04-12', 'Laki-laki')).toBe('dob')
  })

  it("a woman's NIK has day + 40: the plain day is a man's, and the reverse", () => {
    expect(nikProblem('3174011204880001', '1988-04-12', 'Perempuan')).toBe('gender')
    expect(nikProblem('3174095204880001', '1988-04-12', 'Perempuan')).toBeNull()
    expect(nikProblem('3174095204880001', '1988-04-12', 'Laki-laki')).toBe('gender')
  })

  it('refuses a NIK that is not 16 digits or whose birth digits are no date', () => {
    for (const nik of [
      '317401120488000',
      '31740112048800011',
      '31740112048800A1',
      '3174013204880001',
      '3174017204880001',
      '3174011213880001',
    ]) {
      expect(nikProblem(nik, null, null)).toBe('format')
    }
  })

  it('builds the birth digits for a fixture', () => {
    expect(nikBirthDigits('1990-01-15', 'Laki-laki')).toBe('150190')
    expect(nikBirthDigits('2001-11-03', 'Perempuan')).toBe('431101')
  })

  it('the request schema names nik when the NIK and the date of birth sent with it disagree', () => {
    const result = patientProfilePatchSchema.safeParse({ nik: '3174011204880001', dob: '1988-04-13', gender: 'Laki-laki' })
    expect(result.success).toBe(false)
    expect(result.error!.issues.map((i) => [i.path.join('.'), i.message])).toEqual([['nik', 'validation.profile.nikDob']])
  })

  it('the date of birth may not be in the future nor before 1900', () => {
    const tomorrow = new Date(Date.now() + 86_400_000).toISOString().slice(0, 10)
    expect(patientProfilePatchSchema.safeParse({ dob: tomorrow }).error!.issues[0].message).toBe('validation.profile.dobFuture')
    expect(patientProfilePatchSchema.safeParse({ dob: '1899-12-31' }).error!.issues[0].message).toBe('validation.profile.dobTooOld')
    expect(patientProfilePatchSchema.safeParse({ dob: '1990-02-30' }).error!.issues[0].message).toBe('validation.profile.dobInvalid')
  })
})

describe('Indonesian phone numbers are stored E.164', () => {
  it.each([
    ['0812-3456-7890', '+6281234567890'],
    ['+62 812 3456 7890', '+6281234567890'],
    ['62812-3456-7890', '+6281234567890'],
    ['6281234567890', '+6281234567890'],
    ['(021) 5555-1234', '+622155551234'],
  ])('%s -> %s', (input, e164) => {
    expect(normalizeIndonesianPhone(input)).toBe(e164)
  })

  it.each(['081234', '+1 415 555 0100', '0000-0000-0000', 'telepon'])('refuses %s', (input) => {
    expect(normalizeIndonesianPhone(input)).toBeNull()
  })
})

describe('fee rule: whole thousands of Rupiah, up to Rp10.000.000', () => {
  it('accepts whole thousands', () => {
    for (const fee of [0, 1000, 75000, 150000, 10_000_000]) expect(feeProblem(fee)).toBeNull()
  })
  it('names what is wrong', () => {
    expect(feeProblem(75500)).toBe('thousands')
    expect(feeProblem(999)).toBe('thousands')
    expect(feeProblem(75000.5)).toBe('integer')
    expect(feeProblem(-1000)).toBe('range')
    expect(feeProblem(10_001_000)).toBe('range')
  })
  it('the request schema refuses a fee in part thousands on consultationFee', () => {
    const result = providerOwnProfilePatchSchema.safeParse({ consultationFee: 75500 })
    expect(result.error!.issues.map((i) => [i.path.join('.'), i.message])).toEqual([
      ['consultationFee', 'validation.profile.feeThousands'],
    ])
    expect(providerOwnProfilePatchSchema.safeParse({ consultationFee: 80000 }).success).toBe(true)
  })
})
