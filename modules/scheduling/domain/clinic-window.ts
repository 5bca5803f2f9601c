import { DateTime } from 'luxon'
import { APPOINTMENT_MINUTES } from './slots.js'

/** The instants (UTC) that bound the dashboards' "today" and "this week" in the clinic zone. */
export interface ClinicWindow {
  /** 00:00 today in the clinic zone: where the "upcoming first" lists start */
  todayStart: Date
  tomorrowStart: Date
  /** Monday 00:00 of this ISO week in the clinic zone */
  weekStart: Date
  /** the next Monday 00:00 (exclusive) */
  weekEnd: Date
  /** a SCHEDULED appointment that started after this has not ended yet: still upcoming (joinable) */
  upcomingAfter: Date
}

export function clinicWindow(now: Date, zone: string, minutes = APPOINTMENT_MINUTES): ClinicWindow {
  const local = DateTime.fromJSDate(now).setZone(zone)
  const today = local.startOf('day')
  const week = local.startOf('week') // luxon weeks are ISO weeks: Monday first
  return {
    todayStart: today.toJSDate(),
    tomorrowStart: today.plus({ days: 1 }).toJSDate(),
    weekStart: week.toJSDate(),
    weekEnd: week.plus({ weeks: 1 }).toJSDate(),
    upcomingAfter: new Date(now.getTime() - minutes * 60_000),
  }
}
