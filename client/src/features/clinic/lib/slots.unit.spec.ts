import { describe, expect, it } from 'vitest'
import { addSlot, removeSlot } from './slots'

describe('slots', () => {
  it('adds a time in order and refuses a duplicate', () => {
    expect(addSlot(['09:00', '14:00'], '10:30')).toEqual(['09:00', '10:30', '14:00'])
    expect(addSlot(['09:00'], '09:00')).toBeNull()
  })

  it('removes a time', () => {
    expect(removeSlot(['09:00', '10:30'], '09:00')).toEqual(['10:30'])
  })
})
