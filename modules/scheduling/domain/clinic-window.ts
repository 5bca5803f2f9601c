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

type CalendarDay = Omit<ClinicWindow, 'upcomingAfter'>

/**
 * The calendar part of the last window asked, per zone: it holds from 00:00 to 24:00 of that day,
 * so every request of the day reuses it (luxon's zone arithmetic cost ~0.5 ms a request under load,
 * docs/performance.md); only `upcomingAfter` moves with the clock.
 */
const lastDay = new Map<string, CalendarDay>()

export function clinicWindow(now: Date, zone: string, minutes = APPOINTMENT_MINUTES): ClinicWindow {
  const t = now.getTime()
  let day = lastDay.get(zone)
  if (!day || t < day.todayStart.getTime() || t >= day.tomorrowStart.getTime()) {
    day = calendarDay(now, zone)
    if (lastDay.size > 16) lastDay.clear()
    lastDay.set(zone, day)
  }
  // fresh Date objects: a caller may change the ones it is given
  return {
    todayStart: new Date(day.todayStart),
    tomorrowStart: new Date(day.tomorrowStart),
    weekStart: new Date(day.weekStart),
    weekEnd: new Date(day.weekEnd),
    upcomingAfter: new Date(t - minutes * 60_000),
  }
}

function calendarDay(now: Date, zone: string): CalendarDay {
  const local = DateTime.fromJSDate(now).setZone(zone)
  const today = local.startOf('day')
  const week = local.startOf('week') // luxon weeks are ISO weeks: Monday first
  return {
    todayStart: today.toJSDate(),
    tomorrowStart: today.plus({ days: 1 }).toJSDate(),
    weekStart: week.toJSDate(),
    weekEnd: week.plus({ weeks: 1 }).toJSDate(),
  }
}
