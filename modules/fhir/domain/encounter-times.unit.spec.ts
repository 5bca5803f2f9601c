import { describe, expect, it } from 'vitest'
import { encounterTimes } from './encounter-times.js'

const session = { scheduledAt: '2026-03-02T09:00:00+07:00', endsAt: '2026-03-02T09:30:00+07:00', completedAt: '2026-03-02T02:40:00Z' }

describe('encounter times with the call media (issue 19)', () => {
  it('the media times, where recorded, replace the booked start and the end button', () => {
    expect(encounterTimes({ ...session, mediaStartedAt: '2026-03-02T01:56:00Z', mediaEndedAt: '2026-03-02T02:24:30Z' }, 'x')).toEqual({
      arrived: '2026-03-02T01:56:00.000Z',
      started: '2026-03-02T01:56:00.000Z',
      finished: '2026-03-02T02:24:30.000Z',
    })
  })

  it('media that started but has no end: the session end; no media: the booking and the button as before', () => {
    expect(encounterTimes({ ...session, mediaStartedAt: '2026-03-02T02:03:00Z', mediaEndedAt: null }, 'x')).toEqual({
      arrived: '2026-03-02T02:03:00.000Z',
      started: '2026-03-02T02:03:00.000Z',
      finished: '2026-03-02T02:40:00.000Z',
    })
    expect(encounterTimes({ ...session, mediaStartedAt: null, mediaEndedAt: null }, 'x')).toEqual({
      arrived: '2026-03-02T02:00:00.000Z',
      started: '2026-03-02T02:00:00.000Z',
      finished: '2026-03-02T02:40:00.000Z',
    })
  })
})
