import { describe, expect, it } from 'vitest'
import { DEFAULT_ACCESS_WINDOW, isInsideAccessWindow, scheduledRangeOpenAt } from './access-window.js'

const appointment = new Date('2026-03-10T02:00:00.000Z')
const at = (ms: number) => new Date(appointment.getTime() + ms)
const HOUR = 3_600_000
const DAY = 24 * HOUR

describe('records access window (24 h before, 30 days after by default)', () => {
  it('opens exactly 24 h before the appointment, not a millisecond earlier', () => {
    expect(isInsideAccessWindow(appointment, at(-24 * HOUR - 1), DEFAULT_ACCESS_WINDOW)).toBe(false)
    expect(isInsideAccessWindow(appointment, at(-24 * HOUR), DEFAULT_ACCESS_WINDOW)).toBe(true)
    expect(isInsideAccessWindow(appointment, at(0), DEFAULT_ACCESS_WINDOW)).toBe(true)
  })

  it('closes 30 days after the appointment, both ends included', () => {
    expect(isInsideAccessWindow(appointment, at(30 * DAY), DEFAULT_ACCESS_WINDOW)).toBe(true)
    expect(isInsideAccessWindow(appointment, at(30 * DAY + 1), DEFAULT_ACCESS_WINDOW)).toBe(false)
  })

  it('follows the settings', () => {
    const policy = { beforeHours: 2, afterDays: 1 }
    expect(isInsideAccessWindow(appointment, at(-3 * HOUR), policy)).toBe(false)
    expect(isInsideAccessWindow(appointment, at(-2 * HOUR), policy)).toBe(true)
    expect(isInsideAccessWindow(appointment, at(DAY + 1), policy)).toBe(false)
    expect(isInsideAccessWindow(appointment, at(0), { beforeHours: 0, afterDays: 0 })).toBe(true)
  })

  it('the query range holds exactly the appointments whose window holds now', () => {
    const now = new Date('2026-03-10T00:00:00.000Z')
    const { from, until } = scheduledRangeOpenAt(now, DEFAULT_ACCESS_WINDOW)
    for (const offset of [-30 * DAY - 1, -30 * DAY, 0, 24 * HOUR, 24 * HOUR + 1]) {
      const scheduled = new Date(now.getTime() + offset)
      const inRange = scheduled >= from && scheduled <= until
      expect(inRange, `offset ${offset}`).toBe(isInsideAccessWindow(scheduled, now, DEFAULT_ACCESS_WINDOW))
    }
  })
})
