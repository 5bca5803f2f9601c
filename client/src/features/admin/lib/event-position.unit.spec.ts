import { beforeEach, describe, expect, it } from 'vitest'
import { minPositionHeaders, recordEventPosition, resetEventPosition } from './event-position'

describe('event position store', () => {
  beforeEach(() => resetEventPosition())

  it('sends nothing until a position is known', () => {
    expect(minPositionHeaders()).toEqual({})
  })

  it('keeps the highest position, from header strings or push numbers', () => {
    recordEventPosition('17')
    recordEventPosition(12)
    recordEventPosition(null)
    recordEventPosition('garbage')
    expect(minPositionHeaders()).toEqual({ 'X-Min-Position': '17' })
    recordEventPosition('9007199254740993')
    expect(minPositionHeaders()).toEqual({ 'X-Min-Position': '9007199254740993' })
  })
})
