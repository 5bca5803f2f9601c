import { describe, expect, it } from 'vitest'
import { formatCountdown } from './use-countdown'

describe('formatCountdown', () => {
  it('shows minutes and seconds, hours only when needed, rounding up partial seconds', () => {
    expect(formatCountdown(30 * 60_000)).toBe('30:00')
    expect(formatCountdown(65_500)).toBe('1:06')
    expect(formatCountdown(0)).toBe('0:00')
    expect(formatCountdown(3_723_000)).toBe('1:02:03')
  })
})
