import { describe, expect, it } from 'vitest'
import { fromDateKey, toDateKey, toInstant } from './clinic-time'

describe('toInstant', () => {
  it('reads ISO strings, timestamps and dates; a bare day is UTC midnight', () => {
    expect(toInstant('2026-11-23T02:00:00Z')?.toISOString()).toBe('2026-11-23T02:00:00.000Z')
    expect(toInstant(Date.UTC(2026, 10, 23))?.toISOString()).toBe('2026-11-23T00:00:00.000Z')
    expect(toInstant('1990-06-15')?.toISOString()).toBe('1990-06-15T00:00:00.000Z')
  })

  it('is null for unreadable input', () => {
    expect(toInstant('nope')).toBeNull()
    expect(toInstant(Number.NaN)).toBeNull()
  })
})

describe('toDateKey: the clinic calendar day (Asia/Jakarta, UTC+7)', () => {
  it('turns at Jakarta midnight (17:00 UTC), not at UTC midnight', () => {
    expect(toDateKey('2026-11-22T16:59:59.999Z')).toBe('2026-11-22')
    expect(toDateKey('2026-11-22T17:00:00Z')).toBe('2026-11-23')
    expect(toDateKey('2026-11-23T00:00:00Z')).toBe('2026-11-23')
  })

  it('crosses a year end at Jakarta midnight', () => {
    expect(toDateKey('2026-12-31T16:59:00Z')).toBe('2026-12-31')
    expect(toDateKey('2026-12-31T17:00:00Z')).toBe('2027-01-01')
  })

  it('follows WITA (UTC+8) and WIT (UTC+9) when asked', () => {
    expect(toDateKey('2026-11-22T15:59:00Z', 'Asia/Makassar')).toBe('2026-11-22')
    expect(toDateKey('2026-11-22T16:00:00Z', 'Asia/Makassar')).toBe('2026-11-23')
    expect(toDateKey('2026-11-22T14:59:00Z', 'Asia/Jayapura')).toBe('2026-11-22')
    expect(toDateKey('2026-11-22T15:00:00Z', 'Asia/Jayapura')).toBe('2026-11-23')
  })

  it('is empty for unreadable input', () => {
    expect(toDateKey('nope')).toBe('')
  })
})

describe('fromDateKey', () => {
  it('is the first instant of that day in Jakarta', () => {
    expect(fromDateKey('2026-11-23')?.getTime()).toBe(Date.parse('2026-11-22T17:00:00Z'))
    expect(fromDateKey('2028-02-29')?.getTime()).toBe(Date.parse('2028-02-28T17:00:00Z'))
  })

  it('round-trips with toDateKey', () => {
    for (const key of ['2026-01-01', '2026-11-23', '2027-12-31', '2028-02-29']) expect(toDateKey(fromDateKey(key)!)).toBe(key)
  })

  it('is null for something that is not a day', () => {
    expect(fromDateKey('')).toBeNull()
    expect(fromDateKey('23/11/2026')).toBeNull()
  })
})
