import db from '@adonisjs/lucid/services/db'
import type { AppointmentItem } from '../contracts/appointment-item.js'
import type { ConsultationRole } from '../contracts/presence.js'
import { DEFAULT_APPOINTMENT_TYPE } from '../contracts/appointment-type.js'

/** Whose appointments: the viewer as patient or as provider (by user id). */
export interface Viewer {
  userId: string
  role: ConsultationRole
}

export const viewerColumn = (viewer: Pick<Viewer, 'role'>) => (viewer.role === 'PATIENT' ? 'v.patient_user_id' : 'v.provider_user_id')

export type RowsQuery = ReturnType<typeof db.from>

/**
 * The latest known name of a participant (identity events), else the booking's snapshot. With
 * `userId` (the viewer's own side of their list, the same user on every row) the lookup is
 * uncorrelated, so PostgreSQL runs it once per statement instead of once per row.
 */
const latestName = (userColumn: string, snapshot: string, userId?: string) =>
  db.raw(
    `COALESCE(NULLIF((SELECT p.name FROM rm_appointment_people p WHERE p.user_id = ${userId ? '?' : `v.${userColumn}`}), ''), v.${snapshot}) AS ${snapshot}`,
    userId ? [userId] : []
  )

/**
 * Every column of a read-model row `v`, with the participants' latest known names; `viewer`: rows
 * of that viewer's own list (their side's name is looked up once).
 */
export const viewColumns = (viewer?: Viewer) => [
  'v.*',
  latestName('patient_user_id', 'patient_name', viewer?.role === 'PATIENT' ? viewer.userId : undefined),
  latestName('provider_user_id', 'provider_name', viewer?.role === 'PROVIDER' ? viewer.userId : undefined),
]

/**
 * At most `limit` of the viewer's read-model rows in (scheduled_at, id) order `direction`. Every
 * column comes along (the spec path maps rows to the full DTO). Names are scalar subqueries, so the
 * plan stays "index scan → limit" with one primary-key probe per served row (the counterpart's
 * name) and one per statement (the viewer's own), never a join over every known person. `sort_at` is scheduled_at as exact text (microseconds), so a cursor never
 * rounds past a row.
 */
export function viewerRows(viewer: Viewer, narrow: (query: RowsQuery) => unknown, direction: 'asc' | 'desc', limit: number) {
  const query = db
    .from('rm_appointment_views as v')
    .where(viewerColumn(viewer), viewer.userId)
    .select(...viewColumns(viewer), db.raw(`to_char(v.scheduled_at AT TIME ZONE 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.US"Z"') AS sort_at`))
  narrow(query)
  return query.orderBy('v.scheduled_at', direction).orderBy('v.id', direction).limit(limit)
}

const endOf = (r: any) => new Date(r.scheduled_at).getTime() + Number(r.duration_minutes) * 60_000
/** Until when (ms) a row's meeting link is shown: a scheduled appointment's, until it ends. */
const meetLinkUntil = (r: any) => (r.status === 'SCHEDULED' ? endOf(r) : Number.NEGATIVE_INFINITY)

export function itemOf(r: any, now = new Date()): AppointmentItem {
  const start = new Date(r.scheduled_at)
  const end = new Date(endOf(r))
  const joinable = meetLinkUntil(r) > now.getTime()
  return {
    id: r.id,
    scheduledAt: start.toISOString(),
    endsAt: end.toISOString(),
    status: r.status,
    type: r.type ?? DEFAULT_APPOINTMENT_TYPE,
    reason: r.reason,
    complaint: r.complaint,
    consultationFee: Number(r.consultation_fee),
    ...(joinable ? { meetLink: r.meet_link } : {}),
    patient: { id: r.patient_id, fullName: r.patient_name, medicalRecordNumber: r.patient_mrn, contact: r.patient_contact },
    provider: { id: r.provider_id, displayName: r.provider_name, providerRole: r.provider_role },
  }
}

/** How a page's items are made from its rows, and until when they hold (queries/appointment-pages.ts). */
export interface ItemShape<T> {
  item: (row: any, now: Date) => T
  /** The first instant (ms) after `now` at which `item` may answer otherwise for the row; Infinity: never. */
  changesAt: (row: any, now: Date) => number
  /** What else the items read (a clinic setting): another value makes them again. */
  stamp: () => unknown
}

/** Until when (ms) items shaped from `rows` at `now` all hold: the first change any of them has. */
export function shapedUntil(shape: ItemShape<unknown>, rows: readonly any[], now: Date): number {
  let until = Number.POSITIVE_INFINITY
  for (const row of rows) until = Math.min(until, shape.changesAt(row, now))
  return until
}

/** A list item: its meeting link is shown until the appointment ends. */
export const itemShape: ItemShape<AppointmentItem> = {
  item: itemOf,
  changesAt: (r, now) => {
    const until = meetLinkUntil(r)
    return until > now.getTime() ? until : Number.POSITIVE_INFINITY
  },
  stamp: () => null,
}
