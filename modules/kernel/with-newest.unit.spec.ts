import { describe, expect, it } from 'vitest'
import { withNewest } from './with-newest.js'

describe('withNewest', () => {
  it('adds the entry last and drops only the oldest beyond the bound, leaving the original alone', () => {
    const kept = new Map([
      ['a', 1],
      ['b', 2],
      ['c', 3],
    ])
    const next = withNewest(kept, 'd', 4, 3)
    expect([...next]).toEqual([
      ['b', 2],
      ['c', 3],
      ['d', 4],
    ])
    expect([...kept.keys()]).toEqual(['a', 'b', 'c'])
  })

  it('moves a replaced key to the newest place', () => {
    const next = withNewest(
      new Map([
        ['a', 1],
        ['b', 2],
      ]),
      'a',
      9,
      2
    )
    expect([...next]).toEqual([
      ['b', 2],
      ['a', 9],
    ])
    expect([...withNewest(undefined, 'x', 1, 2)]).toEqual([['x', 1]])
  })
})
