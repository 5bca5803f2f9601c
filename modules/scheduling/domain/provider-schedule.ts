import { DateTime } from 'luxon'
import { MAX_DAYS_AHEAD, normaliseTime, weeklySlots, type DayOff, type ProviderSchedule } from './slots.js'

export const WEEKDAYS = [1, 2, 3, 4, 5, 6, 7] as const

/** The week as the screen shows it: every weekday with its slots (the seed value spelled out when nothing is stored). */
export function weekOf(schedule: ProviderSchedule, clinicSlots: readonly string[]): Record<string, string[]> {
  return Object.fromEntries(WEEKDAYS.map((d) => [String(d), weeklySlots(schedule, d, clinicSlots)]))
}

export interface ScheduleInput {
  weekly: Partial<Record<string, string[]>>
  daysOff: Array<{ date: string; reason?: string | null }>
}

export interface FieldError {
  field: string
  message: string
  params?: Record<string, string | number>
}

export type ScheduleCheck = { ok: true; weekly: Record<number, string[]>; daysOff: DayOff[] } | { ok: false; errors: FieldError[] }

/**
 * A schedule the provider sends: every time one of the clinic slots (as the clinic has them now),
 * every day off a real calendar day from today (clinic zone) up to MAX_DAYS_AHEAD, no date twice.
 * `message`s are keys of scheduling's catalogue.
 */
export function checkSchedule(
  input: ScheduleInput,
  rules: { clinicSlots: readonly string[]; zone: string; now: Date }
): ScheduleCheck {
  const errors: FieldError[] = []
  const weekly: Record<number, string[]> = {}
  for (const day of WEEKDAYS) {
    const times = input.weekly[String(day)] ?? []
    times.forEach((time, i) => {
      if (!rules.clinicSlots.includes(normaliseTime(time) ?? '')) {
        errors.push({
          field: `weekly.${day}.${i}`,
          message: 'scheduling.schedule_not_a_slot',
          params: { slots: rules.clinicSlots.join(', ') },
        })
      }
    })
    const wanted = new Set(times.map(normaliseTime))
    weekly[day] = rules.clinicSlots.filter((slot) => wanted.has(slot))
  }

  const today = DateTime.fromJSDate(rules.now, { zone: rules.zone }).startOf('day')
  const last = today.plus({ days: MAX_DAYS_AHEAD })
  const seen = new Set<string>()
  const daysOff: DayOff[] = []
  input.daysOff.forEach((d, i) => {
    const field = `daysOff.${i}.date`
    const day = /^\d{4}-\d{2}-\d{2}$/.test(d.date) ? DateTime.fromISO(d.date, { zone: rules.zone }) : null
    if (!day?.isValid) errors.push({ field, message: 'scheduling.invalid_date' })
    else if (day < today) errors.push({ field, message: 'scheduling.day_off_in_past' })
    else if (day > last) errors.push({ field, message: 'scheduling.too_far_ahead', params: { days: MAX_DAYS_AHEAD } })
    else if (seen.has(d.date)) errors.push({ field, message: 'scheduling.day_off_twice' })
    else {
      seen.add(d.date)
      daysOff.push({ date: d.date, reason: d.reason?.trim() || null })
    }
  })
  daysOff.sort((a, b) => a.date.localeCompare(b.date))
  return errors.length ? { ok: false, errors } : { ok: true, weekly, daysOff }
}
