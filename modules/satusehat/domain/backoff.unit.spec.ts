import { describe, expect, it } from 'vitest'
import { afterFailure, retryDelayMs } from './backoff.js'

describe('exchange back-off', () => {
  it('doubles from the base delay and stops at the cap', () => {
    expect([1, 2, 3, 4].map((a) => retryDelayMs(a, 30_000, 3_600_000))).toEqual([30_000, 60_000, 120_000, 240_000])
    expect(retryDelayMs(20, 30_000, 3_600_000)).toBe(3_600_000)
    expect(retryDelayMs(0, 1000, 10_000)).toBe(1000)
  })

  it('gives up after maxAttempts', () => {
    expect(afterFailure(1, 3)).toBe('RETRY')
    expect(afterFailure(2, 3)).toBe('RETRY')
    expect(afterFailure(3, 3)).toBe('DEAD')
  })
})
