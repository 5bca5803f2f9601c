import { describe, expect, it } from 'vitest'
import { isInFuture, isNotOver, tomorrowKey } from './clinic-calendar'

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

  it('turns at Jakarta midnight exactly', () => {
    expect(tomorrowKey(new Date('2026-11-22T16:59:59.999Z'))).toBe('2026-11-23') // 23:59:59.999 WIB on the 22nd
    expect(tomorrowKey(new Date('2026-11-22T17:00:00Z'))).toBe('2026-11-24') // 00:00 WIB on the 23rd
  })

  it('crosses month and year ends and leap days', () => {
    expect(tomorrowKey(new Date('2026-12-31T05:00:00Z'))).toBe('2027-01-01')
    expect(tomorrowKey(new Date('2026-12-31T17:00:00Z'))).toBe('2027-01-02') // already 1 January in Jakarta
    expect(tomorrowKey(new Date('2028-02-28T05:00:00Z'))).toBe('2028-02-29')
    expect(tomorrowKey(new Date('2027-02-28T05:00:00Z'))).toBe('2027-03-01')
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

  it('treats an unreadable time as neither upcoming nor in the future', () => {
    expect(isNotOver('nope', new Date('2026-11-23T02:00:00Z'))).toBe(false)
    expect(isInFuture('nope', new Date('2026-11-23T02:00:00Z'))).toBe(false)
  })
})
