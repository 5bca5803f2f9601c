import { describe, expect, it } from 'vitest'
import { backoffSeconds, FREE_FAILURES, MAX_BACKOFF_SECONDS } from './login-backoff.js'

describe('login back-off per account and client pair', () => {
  it('lets the first failures through, then doubles the wait up to the cap', () => {
    for (let n = 0; n <= FREE_FAILURES; n++) expect(backoffSeconds(n)).toBe(0)
    expect([5, 6, 7, 8, 9, 10, 11].map(backoffSeconds)).toEqual([15, 30, 60, 120, 240, 480, MAX_BACKOFF_SECONDS])
    expect(backoffSeconds(1_000)).toBe(MAX_BACKOFF_SECONDS)
    expect(backoffSeconds(Number.NaN)).toBe(0)
  })
})
