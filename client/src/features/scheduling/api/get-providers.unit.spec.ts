import { describe, expect, it } from 'vitest'
import { nextCursorFromLink } from './get-providers'

describe('nextCursorFromLink', () => {
  it('reads the cursor of rel="next"', () => {
    expect(nextCursorFromLink('</api/providers?limit=50&cursor=eyJrIjoi>; rel="next"')).toBe('eyJrIjoi')
  })

  it('no header, or no next page: null', () => {
    expect(nextCursorFromLink(null)).toBeNull()
    expect(nextCursorFromLink('</api/providers?cursor=x>; rel="prev"')).toBeNull()
  })
})
