import { describe, expect, it } from 'vitest'
import { joinOpensAt, joinWindow } from './join-window.js'

const start = new Date('2026-11-24T02:00:00.000Z') // 09:00 WIB
const at = (iso: string) => new Date(iso)
const minutes = (n: number) => n * 60_000

describe('joinWindow', () => {
  it('opens exactly joinOpensMinutesBefore the start, not a millisecond earlier', () => {
    const opensAt = joinOpensAt(start, 10)
    expect(opensAt.toISOString()).toBe('2026-11-24T01:50:00.000Z')
    expect(joinWindow({ scheduledAt: start, status: 'SCHEDULED' }, 10, new Date(opensAt.getTime() - 1))).toEqual({
      phase: 'WAITING',
      opensAt,
    })
    expect(joinWindow({ scheduledAt: start, status: 'SCHEDULED' }, 10, opensAt).phase).toBe('OPEN')
  })

  it('a day early is a waiting room; after the start and past the slot it stays open while SCHEDULED', () => {
    const scheduled = { scheduledAt: start, status: 'SCHEDULED' as const }
    expect(joinWindow(scheduled, 10, new Date(start.getTime() - minutes(24 * 60))).phase).toBe('WAITING')
    expect(joinWindow(scheduled, 10, at('2026-11-24T02:05:00.000Z')).phase).toBe('OPEN')
    expect(joinWindow(scheduled, 10, at('2026-11-24T04:00:00.000Z')).phase).toBe('OPEN')
  })

  it('the setting moves the opening: 0 opens at the start, 60 an hour before', () => {
    const scheduled = { scheduledAt: start, status: 'SCHEDULED' as const }
    const tenBefore = new Date(start.getTime() - minutes(10))
    expect(joinWindow(scheduled, 0, tenBefore).phase).toBe('WAITING')
    expect(joinWindow(scheduled, 0, start).phase).toBe('OPEN')
    expect(joinWindow(scheduled, 60, tenBefore).phase).toBe('OPEN')
    expect(joinWindow(scheduled, 60, tenBefore).opensAt.toISOString()).toBe('2026-11-24T01:00:00.000Z')
  })

  it('a completed or cancelled appointment is closed whatever the clock says', () => {
    for (const status of ['COMPLETED', 'CANCELLED'] as const) {
      expect(joinWindow({ scheduledAt: start, status }, 10, new Date(start.getTime() - minutes(60 * 24))).phase).toBe('CLOSED')
      expect(joinWindow({ scheduledAt: start, status }, 10, start).phase).toBe('CLOSED')
    }
  })
})
