import type { ProviderScheduleRequest, ScheduleWeekday } from '@modules/scheduling/contracts/provider-schedule'
import { DAY_OFF_REASON_MAX, MAX_DAYS_OFF, SCHEDULE_WEEKDAYS } from '@modules/scheduling/contracts/provider-schedule'
import type { ProviderScheduleDto } from '@/api/openapi'
import type { DayOffConflictDto } from '@/api/openapi'

/** What the 'Jadwal Praktik' form edits before Save. */
export interface ScheduleDraft {
  weekly: Record<ScheduleWeekday, string[]>
  daysOff: Array<{ date: string; reason: string }>
}

export function draftFrom(schedule: ProviderScheduleDto): ScheduleDraft {
  return {
    weekly: Object.fromEntries(SCHEDULE_WEEKDAYS.map((d) => [d, [...(schedule.weekly[d] ?? [])]])) as ScheduleDraft['weekly'],
    daysOff: schedule.daysOff.map((d) => ({ date: d.date, reason: d.reason ?? '' })),
  }
}

/** Turns one weekday's slot on or off, keeping the clinic's order. */
export function toggleSlot(
  draft: ScheduleDraft,
  weekday: ScheduleWeekday,
  slot: string,
  clinicSlots: readonly string[]
): ScheduleDraft {
  const current = new Set(draft.weekly[weekday])
  if (current.has(slot)) current.delete(slot)
  else current.add(slot)
  return { ...draft, weekly: { ...draft.weekly, [weekday]: clinicSlots.filter((s) => current.has(s)) } }
}

export type DayOffProblem = 'required' | 'past' | 'duplicate' | 'tooMany' | 'reasonTooLong'

/** Why a day off cannot be added (a key under providerSchedule.daysOff.errors), or null. */
export function dayOffProblem(draft: ScheduleDraft, date: string, reason: string, today: string): DayOffProblem | null {
  if (!/^\d{4}-\d{2}-\d{2}$/.test(date)) return 'required'
  if (date < today) return 'past'
  if (draft.daysOff.some((d) => d.date === date)) return 'duplicate'
  if (draft.daysOff.length >= MAX_DAYS_OFF) return 'tooMany'
  if (reason.trim().length > DAY_OFF_REASON_MAX) return 'reasonTooLong'
  return null
}

export function addDayOff(draft: ScheduleDraft, date: string, reason: string): ScheduleDraft {
  const daysOff = [...draft.daysOff, { date, reason: reason.trim() }].sort((a, b) => a.date.localeCompare(b.date))
  return { ...draft, daysOff }
}

export function removeDaysOff(draft: ScheduleDraft, dates: Iterable<string>): ScheduleDraft {
  const drop = new Set(dates)
  return { ...draft, daysOff: draft.daysOff.filter((d) => !drop.has(d.date)) }
}

export function toRequest(draft: ScheduleDraft): ProviderScheduleRequest {
  return {
    weekly: draft.weekly,
    daysOff: draft.daysOff.map((d) => ({ date: d.date, reason: d.reason.trim() || null })),
  }
}

/** The 409's bookings by day, days in order ('Tetap buka hari ini' keeps a whole day open). */
export function conflictsByDate(conflicts: DayOffConflictDto[]): Array<{ date: string; bookings: DayOffConflictDto[] }> {
  const days = new Map<string, DayOffConflictDto[]>()
  for (const c of [...conflicts].sort((a, b) => a.scheduledAt.localeCompare(b.scheduledAt))) {
    days.set(c.date, [...(days.get(c.date) ?? []), c])
  }
  return [...days].map(([date, bookings]) => ({ date, bookings }))
}
