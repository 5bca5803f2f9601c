import db from '@adonisjs/lucid/services/db'
import type { ClinicWindow } from '../domain/clinic-window.js'
import type { AppointmentOverview } from '../contracts/appointment-item.js'
import { itemOf, viewerColumn, viewerRows, type Viewer } from './appointment-item.js'

export const OVERVIEW_ROWS = 5

export async function appointmentOverview(viewer: Viewer, window: ClinicWindow, now = new Date()): Promise<AppointmentOverview> {
  const [counts, upcoming, recent] = await Promise.all([
    countsOf(viewer, window),
    viewerRows(
      viewer,
      (q) => q.where('v.status', 'SCHEDULED').where('v.scheduled_at', '>', window.upcomingAfter),
      'asc',
      OVERVIEW_ROWS
    ),
    viewerRows(viewer, () => {}, 'desc', OVERVIEW_ROWS),
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

/**
 * The status counts (total and the tab counts) are one row of rm_appointment_counts, kept by the
 * projection, so they cost the same at 10 or 100,000 appointments. The calendar figures (today,
 * this week, upcoming) are counts over one bounded range of the (user, status, scheduled_at, id)
 * index each: a day, a week and the bookable future, never the viewer's history (plans in
 * docs/perf/scheduling.md).
 */
async function countsOf(viewer: Viewer, w: ClinicWindow) {
  const bindings: unknown[] = []
  const count = (where: string, ...values: unknown[]) => {
    bindings.push(viewer.userId, ...values)
    return `(SELECT count(*) FROM rm_appointment_views v WHERE ${viewerColumn(viewer)} = ? AND ${where})::int`
  }
  const sql = `SELECT ${count(`status = 'SCHEDULED' AND scheduled_at >= ? AND scheduled_at < ?`, w.todayStart, w.tomorrowStart)} AS today,
    ${count(`status IN ('SCHEDULED', 'COMPLETED') AND scheduled_at >= ? AND scheduled_at < ?`, w.weekStart, w.weekEnd)} AS this_week,
    ${count(`status = 'SCHEDULED' AND scheduled_at > ?`, w.upcomingAfter)} AS upcoming,
    c.scheduled, c.completed, c.cancelled
    FROM (SELECT 1) one LEFT JOIN rm_appointment_counts c ON c.user_id = ? AND c.role = ?`
  bindings.push(viewer.userId, viewer.role)
  const row = (await db.rawQuery(sql, bindings)).rows[0] as Record<
    'scheduled' | 'completed' | 'cancelled' | 'today' | 'this_week' | 'upcoming',
    number | null
  >
  const scheduled = row.scheduled ?? 0
  const completed = row.completed ?? 0
  const cancelled = row.cancelled ?? 0
  return {
    today: row.today ?? 0,
    this_week: row.this_week ?? 0,
    upcoming: row.upcoming ?? 0,
    scheduled,
    completed,
    cancelled,
    total: scheduled + completed + cancelled,
  }
}
