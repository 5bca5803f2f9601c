/**
 * The dashboard overview's counting statement before issue 23 and now, as dashboard-counts.mjs and
 * dashboard-history.mjs run them: $1 the viewer's user id, $2..$6 the calendar window (today's
 * start and end, the week's start and end, now), $7 the viewer's role. `column` is the viewer's
 * column of rm_appointment_views (provider_user_id or patient_user_id).
 */
const range = (column, where) => `(SELECT count(*) FROM rm_appointment_views v WHERE v.${column} = $1 AND ${where})::int`
const calendar = (column) => `${range(column, `status = 'SCHEDULED' AND scheduled_at >= $2 AND scheduled_at < $3`)} AS today,
    ${range(column, `status IN ('SCHEDULED', 'COMPLETED') AND scheduled_at >= $4 AND scheduled_at < $5`)} AS this_week,
    ${range(column, `status = 'SCHEDULED' AND scheduled_at > $6`)} AS upcoming`

export const statements = {
  'before: six range counts': (column) => `SELECT ${range(column, `status = 'SCHEDULED'`)} AS scheduled,
    ${range(column, `status = 'COMPLETED'`)} AS completed, ${range(column, `status = 'CANCELLED'`)} AS cancelled,
    ${calendar(column)}, $7::text AS role`,
  'now: counters row + three calendar ranges': (column) => `SELECT ${calendar(column)}, c.scheduled, c.completed, c.cancelled
    FROM (SELECT 1) one LEFT JOIN rm_appointment_counts c ON c.user_id = $1 AND c.role = $7`,
}

/** The overview's calendar window at `now` (UTC days; the figures only need the same bounds for every viewer). */
export function calendarWindow(now = Date.now()) {
  const day = 86_400_000
  return [
    new Date(now - (now % day)),
    new Date(now - (now % day) + day),
    new Date(now - 3 * day),
    new Date(now + 4 * day),
    new Date(now),
  ]
}

export const percentile = (list, p) => [...list].sort((a, b) => a - b)[Math.min(list.length - 1, Math.floor((p / 100) * list.length))]
