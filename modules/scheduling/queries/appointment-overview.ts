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
 * Each figure is a plain count over one range of the (user, status, scheduled_at, id) index:
 * index-only scans with no per-row expressions (one FILTERed pass over all the viewer's rows
 * measured 2–4x slower at 10,000 rows; see docs/perf/scheduling.md).
 */
async function countsOf(viewer: Viewer, w: ClinicWindow) {
  const bindings: unknown[] = []
  const count = (where: string, ...values: unknown[]) => {
    bindings.push(viewer.userId, ...values)
    return `(SELECT count(*) FROM rm_appointment_views v WHERE ${viewerColumn(viewer)} = ? AND ${where})::int`
  }
  const sql = `SELECT ${count(`status = 'SCHEDULED'`)} AS scheduled,
    ${count(`status = 'COMPLETED'`)} AS completed,
    ${count(`status = 'CANCELLED'`)} AS cancelled,
    ${count(`status = 'SCHEDULED' AND scheduled_at >= ? AND scheduled_at < ?`, w.todayStart, w.tomorrowStart)} AS today,
    ${count(`status IN ('SCHEDULED', 'COMPLETED') AND scheduled_at >= ? AND scheduled_at < ?`, w.weekStart, w.weekEnd)} AS this_week,
    ${count(`status = 'SCHEDULED' AND scheduled_at > ?`, w.upcomingAfter)} AS upcoming`
  const row = (await db.rawQuery(sql, bindings)).rows[0] as Record<
    'scheduled' | 'completed' | 'cancelled' | 'today' | 'this_week' | 'upcoming',
    number
  >
  return { ...row, total: row.scheduled + row.completed + row.cancelled }
}
