import { describe, expect, it } from 'vitest'
import { getIntakeQueryOptions, isIntakeQueryKey } from './get-intake'

describe('intake query keys', () => {
  it('the reconnect refresh matches every intake query, and nothing else under the appointments', () => {
    expect(isIntakeQueryKey(getIntakeQueryOptions('a1').queryKey)).toBe(true)
    expect(isIntakeQueryKey(['/api/appointments', 'a1'])).toBe(false)
    expect(isIntakeQueryKey(['/api/appointments', 'a1', 'history'])).toBe(false)
  })
})
