import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest'
import { createHighlighter, HIGHLIGHT_MS } from './highlight'

describe('patient card highlight', () => {
  beforeEach(() => void vi.useFakeTimers())
  afterEach(() => void vi.useRealTimers())

  it('lasts 2 seconds', () => {
    expect(HIGHLIGHT_MS).toBe(2000)
    const changes: Array<string | null> = []
    const highlighter = createHighlighter((id) => changes.push(id))
    highlighter.start('p1')
    vi.advanceTimersByTime(1999)
    expect(changes).toEqual(['p1'])
    vi.advanceTimersByTime(1)
    expect(changes).toEqual(['p1', null])
  })

  it('a new highlight restarts the clock; dispose cancels the pending clear', () => {
    const changes: Array<string | null> = []
    const highlighter = createHighlighter((id) => changes.push(id))
    highlighter.start('p1')
    vi.advanceTimersByTime(1500)
    highlighter.start('p2')
    vi.advanceTimersByTime(1500)
    expect(changes).toEqual(['p1', 'p2'])
    vi.advanceTimersByTime(500)
    expect(changes).toEqual(['p1', 'p2', null])
    highlighter.start('p3')
    highlighter.dispose()
    vi.advanceTimersByTime(5000)
    expect(changes).toEqual(['p1', 'p2', null, 'p3'])
  })
})
