import { expect } from 'vitest'
import type { Account } from './fixtures.js'
import type { Client } from '../../../server/tests/helpers/http-client.js'
import { recountSql } from '../projections/appointment-counts.js'

type Db = { rawQuery: (sql: string, bindings?: unknown[]) => Promise<{ rows: any[] }> }

export interface DirectRows {
  patient: Account
  provider: Account
  /** the first row's time; the next ones step `stepMinutes` (negative: into the past) */
  from: Date
  stepMinutes: number
  count: number
  /** 'past': every 4th CANCELLED, the others COMPLETED */
  kind: 'past' | 'SCHEDULED'
}

/**
 * Inserts appointments straight into scheduling's table and its read model (no events):
 * how the tests build a clinic-sized history in a second instead of 10,000 bookings.
 */
export async function insertAppointmentsDirectly(db: Db, r: DirectRows): Promise<string[]> {
  const status = r.kind === 'past' ? `CASE WHEN i % 4 = 0 THEN 'CANCELLED' ELSE 'COMPLETED' END` : `'SCHEDULED'`
  const result = await db.rawQuery(
    `WITH s AS (
       SELECT gen_random_uuid() AS id, ?::timestamptz + (i - 1) * (? * interval '1 minute') AS at, ${status} AS status
         FROM generate_series(1, ?) AS i
     ), a AS (
       INSERT INTO appointments (id, patient_id, provider_id, patient_user_id, provider_user_id, scheduled_at, status, meet_link, reason, consultation_fee)
       SELECT id, ?, ?, ?, ?, at, status, 'http://localhost:3333/consultation/' || id, 'Kontrol rutin', 75000 FROM s
     )
     INSERT INTO rm_appointment_views (id, patient_id, patient_user_id, patient_name, provider_id, provider_user_id, provider_name,
       provider_role, scheduled_at, duration_minutes, status, meet_link, reason, consultation_fee, created_at, updated_at, last_position)
     SELECT id, ?, ?, 'Pasien Langsung', ?, ?, 'Nakes Langsung', 'Perawat', at, 30, status, 'http://localhost:3333/consultation/' || id,
            'Kontrol rutin', 75000, now(), now(), 0
       FROM s
     RETURNING id`,
    [
      r.from.toISOString(),
      r.stepMinutes,
      r.count,
      ...[r.patient.user.profile.id, r.provider.user.profile.id, r.patient.user.id, r.provider.user.id],
      ...[r.patient.user.profile.id, r.patient.user.id, r.provider.user.profile.id, r.provider.user.id],
    ]
  )
  // no events: the projection never saw these rows, so their viewers' counters are recounted here
  await db.rawQuery(
    `INSERT INTO rm_appointment_counts (user_id, role, scheduled, completed, cancelled) ${recountSql('rm_appointment_views', true)}
     ON CONFLICT (user_id, role) DO UPDATE SET scheduled = EXCLUDED.scheduled, completed = EXCLUDED.completed, cancelled = EXCLUDED.cancelled`,
    [[r.patient.user.id, r.provider.user.id]]
  )
  await db.rawQuery('ANALYZE appointments, rm_appointment_views')
  // rows written past the projection: every node forgets the dashboards it keeps (events/read-model-changes.ts)
  await db.rawQuery("SELECT pg_notify('telerawat_read_models', 'scheduling.appointment-views *')")
  return result.rows.map((row) => row.id as string)
}

/** Follows `Link: <…>; rel="next"` from `path` to the last page (which must have no Link). */
export async function walkArray(client: Client, path: string) {
  const items: any[] = []
  let next: string | null = path
  let pages = 0
  while (next) {
    const res = await client.get(next)
    expect(res.status, res.text).toBe(200)
    expect(Array.isArray(res.body)).toBe(true)
    items.push(...res.body)
    pages += 1
    const link = res.headers.get('link')
    next = link ? /<([^>]+)>;\s*rel="next"/.exec(link)![1] : null
  }
  return { items, pages }
}

/** Follows `nextCursor` of one tab of GET /api/appointments/list until it is null. */
export async function walkTab(client: Client, status: string, limit: number) {
  const items: any[] = []
  let cursor: string | null = null
  let pages = 0
  do {
    const qs: string = `status=${status}&limit=${limit}${cursor ? `&cursor=${cursor}` : ''}`
    const res = await client.get(`/api/appointments/list?${qs}`)
    expect(res.status, res.text).toBe(200)
    expect(res.body.items.length).toBeLessThanOrEqual(limit)
    items.push(...res.body.items)
    cursor = res.body.nextCursor
    pages += 1
  } while (cursor)
  return { items, pages }
}

export const idsOf = (items: { id: string }[]) => items.map((i) => i.id)
export const duplicatesIn = (ids: string[]) => ids.filter((id, i) => ids.indexOf(id) !== i)
