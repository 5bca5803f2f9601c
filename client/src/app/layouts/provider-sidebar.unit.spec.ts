import { describe, expect, it } from 'vitest'
import { isNavActive } from './provider-sidebar'

describe('isNavActive', () => {
  it('marks Dashboard only on /provider itself', () => {
    expect(isNavActive('/provider', '/provider')).toBe(true)
    expect(isNavActive('/provider', '/provider/')).toBe(true)
    expect(isNavActive('/provider', '/provider/appointments')).toBe(false)
  })

  it('marks other entries on their sub-paths but not on look-alikes', () => {
    expect(isNavActive('/provider/appointments', '/provider/appointments')).toBe(true)
    expect(isNavActive('/provider/medical-records', '/provider/medical-records/abc')).toBe(true)
    expect(isNavActive('/provider/learning/quiz', '/provider/learning/quizzes')).toBe(false)
  })
})
