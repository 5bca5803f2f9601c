import db from '@adonisjs/lucid/services/db'
import { deepFreeze, prepared } from '#modules/kernel/index'
import type { ClinicWindow } from '../domain/clinic-window.js'
import type { AppointmentOverview } from '../contracts/appointment-item.js'
import { itemOf, itemShape, shapedUntil, viewerColumn, type Viewer } from './appointment-item.js'
import { beginOverview, keepOverview, keptOverview, type OverviewRow } from './kept-answers.js'
import { readModelTick } from '#events/read-your-writes'

export const OVERVIEW_ROWS = 5

/** The columns `itemOf` reads, with the participants' latest known names (identity events). */
const itemColumns = (role: Viewer['role']) => {
  const name = (side: 'patient' | 'provider') =>
    `COALESCE(NULLIF((SELECT p.name FROM rm_appointment_people p WHERE p.user_id = ${
      role === side.toUpperCase() ? ':me' : `v.${side}_user_id`
    }), ''), v.${side}_name) AS ${side}_name`
  return `v.id, v.scheduled_at, v.duration_minutes, v.status, v.type, v.reason, v.complaint, v.consultation_fee,
    v.meet_link, v.patient_id, v.patient_mrn, v.patient_contact, v.provider_id, v.provider_role,
    ${name('patient')}, ${name('provider')}`
}

/**
 * The whole dashboard overview in one statement (one round trip, one row): the status counts are
 * one row of rm_appointment_counts, kept by the projection, so they cost the same at 10 or 100,000
 * appointments; the calendar figures (today, this week, upcoming) are counts over one bounded range
 * of the (user, status, scheduled_at, id) index each: a day, a week and the bookable future, never
 * the viewer's history; the two short lists are index scans with a limit, as JSON (plans in
 * docs/perf/scheduling.md).
 */
const overviewSql = (role: Viewer['role']) => {
  const mine = `${viewerColumn({ role })} = :me`
  const count = (where: string) => `(SELECT count(*) FROM rm_appointment_views v WHERE ${mine} AND ${where})::int`
  const list = (where: string, direction: 'ASC' | 'DESC') =>
    `(SELECT COALESCE(json_agg(l ORDER BY l.scheduled_at ${direction}, l.id ${direction}), '[]'::json)
        FROM (SELECT ${itemColumns(role)} FROM rm_appointment_views v WHERE ${mine} AND ${where}
               ORDER BY v.scheduled_at ${direction}, v.id ${direction} LIMIT ${OVERVIEW_ROWS}) l)`
  return `SELECT ${count(`status = 'SCHEDULED' AND scheduled_at >= :todayStart AND scheduled_at < :tomorrowStart`)} AS today,
    ${count(`status IN ('SCHEDULED', 'COMPLETED') AND scheduled_at >= :weekStart AND scheduled_at < :weekEnd`)} AS this_week,
    ${count(`status = 'SCHEDULED' AND scheduled_at > :upcomingAfter`)} AS upcoming,
    c.scheduled, c.completed, c.cancelled,
    ${list(`v.status = 'SCHEDULED' AND v.scheduled_at > :upcomingAfter`, 'ASC')} AS upcoming_rows,
    ${list('true', 'DESC')} AS recent_rows
    FROM (SELECT 1) one LEFT JOIN rm_appointment_counts c ON c.user_id = :me AND c.role = :role`
}
const SQL = { PATIENT: overviewSql('PATIENT'), PROVIDER: overviewSql('PROVIDER') }

/** The overview shaped from a kept row, until its first item changes in time (a meeting link ends). */
const shapedOverviews = new WeakMap<OverviewRow, { validUntil: number; overview: AppointmentOverview }>()

/**
 * `freshAfter`: the read-your-writes tick the answer must postdate (settledTick of the viewer's
 * last write; -1 when they have none): a kept answer from before it is not used. The answer is
 * frozen and made once per kept row while it holds, so its JSON, ETag and compression are made
 * once too (api-response-middleware).
 */
export async function appointmentOverview(
  viewer: Viewer,
  w: ClinicWindow,
  now = new Date(),
  freshAfter = -1
): Promise<AppointmentOverview> {
  const row = keptOverview(viewer.userId, w, freshAfter) ?? (await loadOverview(viewer, w, now))
  const memo = shapedOverviews.get(row)
  if (memo && now.getTime() < memo.validUntil) return memo.overview
  const overview = deepFreeze(overviewOf(row, now))
  const validUntil = Math.min(shapedUntil(itemShape, row.upcoming_rows, now), shapedUntil(itemShape, row.recent_rows, now))
  shapedOverviews.set(row, { validUntil, overview })
  return overview
}

function overviewOf(row: OverviewRow, now: Date): AppointmentOverview {
  const scheduled = row.scheduled ?? 0
  const completed = row.completed ?? 0
  const cancelled = row.cancelled ?? 0
  const total = scheduled + completed + cancelled
  return {
    today: row.today ?? 0,
    thisWeek: row.this_week ?? 0,
    total,
    upcomingCount: row.upcoming ?? 0,
    counts: { ALL: total, SCHEDULED: scheduled, COMPLETED: completed, CANCELLED: cancelled },
    upcoming: row.upcoming_rows.map((r) => itemOf(r, now)),
    recent: row.recent_rows.map((r) => itemOf(r, now)),
  }
}

async function loadOverview(viewer: Viewer, w: ClinicWindow, now: Date): Promise<OverviewRow> {
  const since = beginOverview()
  const began = readModelTick()
  const bindings = { me: viewer.userId, role: viewer.role, ...w }
  // planning this statement costs more than running it: the plan is kept per connection
  const row = (await prepared(db.rawQuery(SQL[viewer.role], bindings))).rows[0] as OverviewRow
  keepOverview(viewer.userId, row, w, now, since, began)
  return row
}
