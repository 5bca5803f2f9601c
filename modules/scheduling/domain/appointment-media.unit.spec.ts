import { describe, expect, it } from 'vitest'
import { mediaOf, mediaTimes } from './appointment-media.js'

const side = (firstConnectedAt: string, lastEndedAt: string | null, extra = {}) => ({
  firstConnectedAt,
  connectedSeconds: 120,
  reconnections: 1,
  lastEndedAt,
  position: '42',
  ...extra,
})

describe('the call media on the appointment', () => {
  it('the DTO: the three figures per side, null sides while none flowed, nothing of the projection', () => {
    expect(mediaOf(null)).toEqual({ patient: null, provider: null })
    expect(mediaOf({ patient: side('2026-03-02T02:01:00.000Z', null), provider: null })).toEqual({
      patient: { firstConnectedAt: '2026-03-02T02:01:00.000Z', connectedSeconds: 120, reconnections: 1 },
      provider: null,
    })
  })

  it('times: started when both flowed (the later first), ended when the last side stopped, once both stopped', () => {
    const patient = side('2026-03-02T02:01:00.000Z', '2026-03-02T02:20:00.000Z')
    const provider = side('2026-03-02T02:03:00.000Z', '2026-03-02T02:22:00.000Z')
    expect(mediaTimes({ patient, provider })).toEqual({
      mediaStartedAt: '2026-03-02T02:03:00.000Z',
      mediaEndedAt: '2026-03-02T02:22:00.000Z',
    })
    // one side still flowing (or never reported its end): no media end
    expect(mediaTimes({ patient, provider: { ...provider, lastEndedAt: null } }).mediaEndedAt).toBeNull()
    // only one side ever flowed: no call to speak of
    expect(mediaTimes({ patient, provider: null })).toEqual({ mediaStartedAt: null, mediaEndedAt: null })
    expect(mediaTimes(undefined)).toEqual({ mediaStartedAt: null, mediaEndedAt: null })
  })
})
