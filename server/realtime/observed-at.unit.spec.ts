import { describe, expect, it } from 'vitest'

describe('presence observation time', () => {
  it('is strictly increasing, even within one millisecond', async () => {
    const { observedAt } = await import('./observed-at.js')
    const times = Array.from({ length: 50 }, () => observedAt())
    for (let i = 1; i < times.length; i++) expect(times[i]).toBeGreaterThan(times[i - 1])
  })
})
