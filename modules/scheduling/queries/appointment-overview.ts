import db from '@adonisjs/lucid/services/db'
import type { ClinicWindow } from '../domain/clinic-window.js'
import { itemOf, itemRows, viewerColumn, type AppointmentItem, type Viewer } from './appointment-item.js'

export const OVERVIEW_ROWS = 5

/** Everything the /provider and /patient dashboards show from scheduling, in three indexed reads. */
export interface AppointmentOverview {
  /** SCHEDULED appointments of today (clinic zone) */
  today: number
  /** non-cancelled appointments of this ISO week, Monday–Sunday (clinic zone) */
  thisWeek: number
  total: number
  /** SCHEDULED and not yet ended (the patient's "upcoming sessions" tile) */
  upcomingCount: number
  counts: { ALL: number; SCHEDULED: number; COMPLETED: number; CANCELLED: number }
  /** the next SCHEDULED ones that have not ended, soonest first */
  upcoming: AppointmentItem[]
  /** the latest by scheduled_at, newest first */
  recent: AppointmentItem[]
}

export async function appointmentOverview(viewer: Viewer, window: ClinicWindow, now = new Date()): Promise<AppointmentOverview> {
  const [counts, upcoming, recent] = await Promise.all([
    countsOf(viewer, window),
    itemRows(viewer)
      .where('v.status', 'SCHEDULED')
      .where('v.scheduled_at', '>', window.upcomingAfter)
      .orderBy('v.scheduled_at', 'asc')
      .orderBy('v.id', 'asc')
      .limit(OVERVIEW_ROWS),
    itemRows(viewer).orderBy('v.scheduled_at', 'desc').orderBy('v.id', 'desc').limit(OVERVIEW_ROWS),
  ])
  return {
    today: counts.today,
    thisWeek: counts.this_week,
    total: counts.total,
    upcomingCount: counts.upcoming,
    counts: { ALL: counts.total, SCHEDULED: counts.scheduled, COMPLETED: counts.completed, CANCELLED: counts.cancelled },
    upcoming: upcoming.map((r) => itemOf(r, now)),
    recent: recent.map((r) => itemOf(r, now)),
  }
}

/** One pass over the viewer's entries of the (user, scheduled_at, id) INCLUDE (status) index. */
async function countsOf(viewer: Viewer, w: ClinicWindow) {
  const result = await db.rawQuery(
    `SELECT count(*)::int AS total,
            count(*) FILTER (WHERE status = 'SCHEDULED')::int AS scheduled,
            count(*) FILTER (WHERE status = 'COMPLETED')::int AS completed,
            count(*) FILTER (WHERE status = 'CANCELLED')::int AS cancelled,
            count(*) FILTER (WHERE status = 'SCHEDULED' AND scheduled_at >= ? AND scheduled_at < ?)::int AS today,
            count(*) FILTER (WHERE status <> 'CANCELLED' AND scheduled_at >= ? AND scheduled_at < ?)::int AS this_week,
            count(*) FILTER (WHERE status = 'SCHEDULED' AND scheduled_at > ?)::int AS upcoming
       FROM rm_appointment_views v
      WHERE ${viewerColumn(viewer)} = ?`,
    [w.todayStart, w.tomorrowStart, w.weekStart, w.weekEnd, w.upcomingAfter, viewer.userId]
  )
  return result.rows[0] as Record<'total' | 'scheduled' | 'completed' | 'cancelled' | 'today' | 'this_week' | 'upcoming', number>
}
