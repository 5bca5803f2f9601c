import { describe, expect, it } from 'vitest'
import { countdown, opensAtOf, roomPhase, sessionState, waitingRefusal } from './room-phase'

const opens = '2026-11-24T01:50:00.000Z'
const at = (iso: string) => Date.parse(iso)

describe('roomPhase', () => {
  it('waits before joinOpensAt, opens at it, and is closed once the appointment is no longer SCHEDULED', () => {
    const scheduled = { status: 'SCHEDULED' as const, joinOpensAt: opens }
    expect(roomPhase(scheduled, at(opens) - 1)).toBe('WAITING')
    expect(roomPhase(scheduled, at(opens))).toBe('OPEN')
    expect(roomPhase({ ...scheduled, status: 'COMPLETED' }, at(opens) - 86_400_000)).toBe('CLOSED')
    expect(roomPhase({ ...scheduled, status: 'CANCELLED' }, at(opens) + 60_000)).toBe('CLOSED')
  })

  it("the room's own later opening wins over the appointment's; an earlier or unreadable one does not", () => {
    const scheduled = { status: 'SCHEDULED' as const, joinOpensAt: opens }
    const later = '2026-11-24T01:55:00.000Z'
    expect(roomPhase(scheduled, at(opens) + 1000, later)).toBe('WAITING')
    expect(roomPhase(scheduled, at(later), later)).toBe('OPEN')
    expect(opensAtOf(scheduled, '2026-11-24T01:00:00.000Z')).toBe(at(opens))
    expect(opensAtOf(scheduled, 'nonsense')).toBe(at(opens))
  })

  it('only room_not_open with a time sends the screen back to waiting', () => {
    expect(waitingRefusal({ code: 'scheduling.room_not_open', opensAt: opens })).toBe(opens)
    expect(waitingRefusal({ code: 'scheduling.room_closed' })).toBeNull()
    expect(waitingRefusal({ code: 'scheduling.room_not_found' })).toBeNull()
  })
})

describe('countdown', () => {
  it('splits what is left into days, hours, minutes and seconds, rounding up, never below zero', () => {
    const now = at(opens)
    expect(countdown(now + ((26 * 60 + 3) * 60 + 4) * 1000, now)).toEqual({ days: 1, hours: 2, minutes: 3, seconds: 4 })
    expect(countdown(now + 500, now)).toEqual({ days: 0, hours: 0, minutes: 0, seconds: 1 })
    expect(countdown(now - 5000, now)).toEqual({ days: 0, hours: 0, minutes: 0, seconds: 0 })
  })
})

describe('sessionState', () => {
  it('is live only while the other side is present; otherwise it waits for them', () => {
    expect(sessionState('joined')).toBe('live')
    for (const state of ['waiting', 'reconnecting', 'left'] as const) expect(sessionState(state)).toBe('waitingForCounterpart')
  })
})
