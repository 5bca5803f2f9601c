import { describe, expect, it } from 'vitest'
import { createEventPositionTracker } from './event-position'

describe('createEventPositionTracker', () => {
  it('keeps the highest position and sends it as X-Min-Position', () => {
    const tracker = createEventPositionTracker()
    expect(tracker.headers()).toEqual({})
    tracker.record('12')
    tracker.record(7)
    tracker.record('not a number')
    tracker.record(null)
    expect(tracker.headers()).toEqual({ 'X-Min-Position': '12' })
    tracker.record('90071992547409930')
    expect(tracker.headers()).toEqual({ 'X-Min-Position': '90071992547409930' })
  })

  it('forgets on reset and keeps trackers apart', () => {
    const a = createEventPositionTracker()
    const b = createEventPositionTracker()
    a.record(5)
    expect(b.headers()).toEqual({})
    a.reset()
    expect(a.headers()).toEqual({})
  })
})
