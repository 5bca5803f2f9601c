import { describe, expect, it } from 'vitest'
import { addDays, isInFuture, isNotOver, tomorrowKey, weekRange } from './clinic-calendar'

describe('tomorrowKey (Asia/Jakarta)', () => {
  it('is the next clinic-zone day', () => {
    expect(tomorrowKey(new Date('2026-11-22T03:00:00Z'))).toBe('2026-11-23') // 10:00 WIB
  })

  it('follows the clinic day, not the UTC day', () => {
    // 18:30 UTC on the 22nd is already 01:30 on the 23rd in Jakarta
    expect(tomorrowKey(new Date('2026-11-22T18:30:00Z'))).toBe('2026-11-24')
    // 16:59 UTC is 23:59 WIB: still the 22nd
    expect(tomorrowKey(new Date('2026-11-22T16:59:00Z'))).toBe('2026-11-23')
  })

  it('crosses month and year ends', () => {
    expect(tomorrowKey(new Date('2026-12-31T05:00:00Z'))).toBe('2027-01-01')
    expect(addDays('2028-02-28', 1)).toBe('2028-02-29')
  })
})

describe('weekRange (Monday–Sunday, Asia/Jakarta)', () => {
  it('covers the week of a mid-week day', () => {
    expect(weekRange(new Date('2026-11-25T05:00:00Z'))).toEqual({ start: '2026-11-23', end: '2026-11-29' }) // Wednesday
  })

  it('treats Sunday as the last day and Monday as the first', () => {
    expect(weekRange(new Date('2026-11-29T10:00:00Z'))).toEqual({ start: '2026-11-23', end: '2026-11-29' }) // Sunday
    expect(weekRange(new Date('2026-11-23T00:00:00Z'))).toEqual({ start: '2026-11-23', end: '2026-11-29' }) // Monday 07:00 WIB
  })

  it('uses the clinic day at the UTC boundary', () => {
    // Sunday 29th 20:00 UTC is Monday 30th 03:00 WIB: the next week
    expect(weekRange(new Date('2026-11-29T20:00:00Z'))).toEqual({ start: '2026-11-30', end: '2026-12-06' })
  })
})

describe('session timing', () => {
  const start = '2026-11-23T02:00:00Z' // 09:00 WIB
  it('is not over until 30 minutes after the start', () => {
    expect(isNotOver(start, new Date('2026-11-23T02:29:59Z'))).toBe(true)
    expect(isNotOver(start, new Date('2026-11-23T02:30:00Z'))).toBe(false)
  })

  it('is in the future only before the start', () => {
    expect(isInFuture(start, new Date('2026-11-23T01:59:59Z'))).toBe(true)
    expect(isInFuture(start, new Date('2026-11-23T02:00:00Z'))).toBe(false)
  })
})
