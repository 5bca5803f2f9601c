import fc from 'fast-check'
import { describe, expect, it } from 'vitest'
import { toDateKey } from '@/lib/clinic-time'
import { genderKey } from '@/lib/gender'
import { ageFromDob } from './patients'

describe('ageFromDob', () => {
  const now = new Date('2025-06-15T05:00:00Z') // 15 June 2025, 12.00 WIB

  it('counts whole years, the birthday included', () => {
    expect(ageFromDob('1990-06-15', now)).toBe(35)
    expect(ageFromDob('1990-06-16', now)).toBe(34)
    expect(ageFromDob('1990-01-01T00:00:00.000Z', now)).toBe(35)
  })

  it('uses the clinic day: a dob stored as midnight WIB (17.00 UTC the day before) is that day', () => {
    expect(ageFromDob('1990-06-14T17:00:00.000Z', now)).toBe(35) // 15 June 1990 00.00 WIB
    expect(ageFromDob('2000-06-15T17:00:00.000Z', now)).toBe(24) // 16 June 2000 WIB: tomorrow's birthday
  })

  it('counts a 29 February birthday on 1 March in common years', () => {
    expect(ageFromDob('2000-02-29', new Date('2025-02-28T05:00:00Z'))).toBe(24)
    expect(ageFromDob('2000-02-29', new Date('2025-03-01T05:00:00Z'))).toBe(25)
    expect(ageFromDob('2000-02-29', new Date('2028-02-29T05:00:00Z'))).toBe(28)
  })

  it('turns a year older at Jakarta midnight (17.00 UTC the day before)', () => {
    expect(ageFromDob('1990-06-15', new Date('2025-06-14T16:59:59Z'))).toBe(34)
    expect(ageFromDob('1990-06-15', new Date('2025-06-14T17:00:00Z'))).toBe(35)
  })

  it('agrees with subtracting the clinic calendar days field by field', () => {
    const instant = fc.date({ min: new Date('1900-01-01T00:00:00Z'), max: new Date('2100-12-31T00:00:00Z'), noInvalidDate: true })
    fc.assert(
      fc.property(instant, instant, (dob, now) => {
        const [by, bm, bd] = toDateKey(dob).split('-').map(Number) as [number, number, number]
        const [ty, tm, td] = toDateKey(now).split('-').map(Number) as [number, number, number]
        const expected = toDateKey(dob) > toDateKey(now) ? null : ty - by - (tm < bm || (tm === bm && td < bd) ? 1 : 0)
        expect(ageFromDob(dob.toISOString(), now)).toBe(expected)
      })
    )
  })

  it('is null for a missing, invalid or future date', () => {
    expect(ageFromDob(null, now)).toBeNull()
    expect(ageFromDob('bukan tanggal', now)).toBeNull()
    expect(ageFromDob('2030-01-01', now)).toBeNull()
  })
})

describe('gender', () => {
  it('maps stored genders to catalogue keys', () => {
    expect(genderKey('L')).toBe('male')
    expect(genderKey('Perempuan')).toBe('female')
    expect(genderKey('female')).toBe('female')
    expect(genderKey('lainnya')).toBeNull()
    expect(genderKey(null)).toBeNull()
  })
})
