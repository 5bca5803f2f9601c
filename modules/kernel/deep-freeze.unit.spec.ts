import { describe, expect, it } from 'vitest'
import { deepFreeze, isDeeplyFrozen } from './deep-freeze.js'

describe('deepFreeze', () => {
  it('freezes the value and everything inside it, and answers the same value', () => {
    const page = { items: [{ id: 'a', patient: { fullName: 'Sari' }, coding: null }], nextCursor: null }
    expect(deepFreeze(page)).toBe(page)
    expect(Object.isFrozen(page)).toBe(true)
    expect(Object.isFrozen(page.items)).toBe(true)
    expect(Object.isFrozen(page.items[0])).toBe(true)
    expect(Object.isFrozen(page.items[0].patient)).toBe(true)
    expect(() => {
      ;(page.items[0].patient as { fullName: string }).fullName = 'Lain'
    }).toThrow(TypeError)
  })

  it('leaves primitives and null as they are', () => {
    expect(deepFreeze(3)).toBe(3)
    expect(deepFreeze(null)).toBe(null)
    expect(deepFreeze('x')).toBe('x')
  })

  it('knows what it froze whole: an object frozen only on the outside is not, until deepFreeze reaches inside', () => {
    const outside = Object.freeze({ inner: { n: 1 } })
    expect(isDeeplyFrozen(outside)).toBe(false)
    deepFreeze(outside)
    expect(isDeeplyFrozen(outside)).toBe(true)
    expect(Object.isFrozen(outside.inner)).toBe(true)
  })
})
