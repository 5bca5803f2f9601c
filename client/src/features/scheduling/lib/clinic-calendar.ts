import { toDateKey } from '@/lib/format'

/** Calendar arithmetic on clinic-zone day keys ('YYYY-MM-DD'). */

/** Spec §9: every appointment is shown as a fixed 30-minute session. */
export const SESSION_MINUTES = 30

export function addDays(key: string, days: number): string {
  const date = new Date(`${key}T00:00:00Z`)
  date.setUTCDate(date.getUTCDate() + days)
  return date.toISOString().slice(0, 10)
}

/** Spec §9: the earliest bookable day is tomorrow in the clinic zone. */
export function tomorrowKey(now: Date = new Date()): string {
  return addDays(toDateKey(now), 1)
}

/** Monday..Sunday (inclusive) of the clinic-zone week that contains `now`. */
export function weekRange(now: Date = new Date()): { start: string; end: string } {
  const today = toDateKey(now)
  const weekday = new Date(`${today}T00:00:00Z`).getUTCDay() // 0 = Sunday
  const start = addDays(today, -((weekday + 6) % 7))
  return { start, end: addDays(start, 6) }
}

export function sessionEnd(scheduledAt: string): number {
  return new Date(scheduledAt).getTime() + SESSION_MINUTES * 60_000
}

/** The session has not finished yet (it may be running): it still counts as upcoming. */
export function isNotOver(scheduledAt: string, now: Date = new Date()): boolean {
  return sessionEnd(scheduledAt) > now.getTime()
}

/** The session has not started yet. */
export function isInFuture(scheduledAt: string, now: Date = new Date()): boolean {
  return new Date(scheduledAt).getTime() > now.getTime()
}
