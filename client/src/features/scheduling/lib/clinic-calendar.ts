import { addDays, addMinutes, isAfter } from 'date-fns'
import { inClinicZone, toDateKey } from '@/lib/clinic-time'

/** docs/product.md#booking-and-sessions: every appointment is shown as a fixed 30-minute session. */
export const SESSION_MINUTES = 30

/** docs/product.md#booking-rules: the earliest bookable day is tomorrow in the clinic zone. */
export function tomorrowKey(now: Date = new Date()): string {
  return toDateKey(addDays(now, 1, { in: inClinicZone }))
}

function sessionEnd(scheduledAt: string): Date {
  return addMinutes(scheduledAt, SESSION_MINUTES)
}

/** The session has not finished yet (it may be running): it still counts as upcoming. */
export function isNotOver(scheduledAt: string, now: Date = new Date()): boolean {
  return isAfter(sessionEnd(scheduledAt), now)
}

/** The session has not started yet. */
export function isInFuture(scheduledAt: string, now: Date = new Date()): boolean {
  return isAfter(scheduledAt, now)
}
