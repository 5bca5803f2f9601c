import { describe, expect, it } from 'vitest'
import { clinicWindow } from './clinic-window.js'

const JAKARTA = 'Asia/Jakarta'
const iso = (d: Date) => d.toISOString()

describe('clinicWindow', () => {
  it('today starts at 00:00 in the clinic zone (17:00 UTC the day before in Jakarta)', () => {
    const w = clinicWindow(new Date('2026-11-25T18:30:00Z'), JAKARTA) // Thursday 01:30 WIB
    expect(iso(w.todayStart)).toBe('2026-11-25T17:00:00.000Z')
    expect(iso(w.tomorrowStart)).toBe('2026-11-26T17:00:00.000Z')
  })

  it('the week is Monday 00:00 to the next Monday 00:00 in the clinic zone', () => {
    const w = clinicWindow(new Date('2026-11-25T18:30:00Z'), JAKARTA) // Thursday 26 Nov WIB
    expect(iso(w.weekStart)).toBe('2026-11-22T17:00:00.000Z') // Monday 23 Nov 00:00 WIB
    expect(iso(w.weekEnd)).toBe('2026-11-29T17:00:00.000Z')
  })

  it('Sunday late evening still belongs to the week that began on Monday', () => {
    const w = clinicWindow(new Date('2026-11-29T16:59:00Z'), JAKARTA) // Sunday 23:59 WIB
    expect(iso(w.weekStart)).toBe('2026-11-22T17:00:00.000Z')
    const monday = clinicWindow(new Date('2026-11-29T17:00:00Z'), JAKARTA) // Monday 00:00 WIB
    expect(iso(monday.weekStart)).toBe('2026-11-29T17:00:00.000Z')
  })

  it('a UTC day boundary is not the clinic day boundary', () => {
    const utc = clinicWindow(new Date('2026-11-25T23:30:00Z'), 'UTC')
    const jkt = clinicWindow(new Date('2026-11-25T23:30:00Z'), JAKARTA)
    expect(iso(utc.todayStart)).toBe('2026-11-25T00:00:00.000Z')
    expect(iso(jkt.todayStart)).toBe('2026-11-25T17:00:00.000Z')
  })

  it('a session that started less than 30 minutes ago is still upcoming', () => {
    const now = new Date('2026-11-25T03:10:00Z')
    expect(iso(clinicWindow(now, JAKARTA).upcomingAfter)).toBe('2026-11-25T02:40:00.000Z')
  })

  it('a window asked again the same day, the next day and in another zone answers for that instant', () => {
    const morning = clinicWindow(new Date('2026-11-25T01:00:00Z'), JAKARTA)
    const evening = clinicWindow(new Date('2026-11-25T16:59:59Z'), JAKARTA)
    expect(iso(evening.todayStart)).toBe(iso(morning.todayStart))
    expect(iso(evening.upcomingAfter)).toBe('2026-11-25T16:29:59.000Z')
    const nextDay = clinicWindow(new Date('2026-11-25T17:00:00Z'), JAKARTA)
    expect(iso(nextDay.todayStart)).toBe('2026-11-25T17:00:00.000Z')
    const earlier = clinicWindow(new Date('2026-11-20T05:00:00Z'), JAKARTA)
    expect(iso(earlier.todayStart)).toBe('2026-11-19T17:00:00.000Z')
    expect(iso(clinicWindow(new Date('2026-11-25T01:00:00Z'), 'UTC').todayStart)).toBe('2026-11-25T00:00:00.000Z')
  })

  it('gives each caller its own Date objects', () => {
    const first = clinicWindow(new Date('2026-11-25T01:00:00Z'), JAKARTA)
    first.todayStart.setTime(0)
    expect(iso(clinicWindow(new Date('2026-11-25T02:00:00Z'), JAKARTA).todayStart)).toBe('2026-11-24T17:00:00.000Z')
  })
})
