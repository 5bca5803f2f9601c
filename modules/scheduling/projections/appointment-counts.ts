import type { TransactionClientContract } from '@adonisjs/lucid/types/database'
import { upsertRows } from '#events/batch-sql'
import type { AppointmentStatus } from '../contracts/appointment-status.js'

/** One appointment row entering the read model (old_status null) or changing status. */
export interface StatusChange {
  patient_user_id: string
  provider_user_id: string
  old_status: AppointmentStatus | null
  new_status: AppointmentStatus
}

export interface CountRow {
  user_id: string
  role: 'PATIENT' | 'PROVIDER'
  scheduled: number
  completed: number
  cancelled: number
}

const COLUMN: Record<AppointmentStatus, 'scheduled' | 'completed' | 'cancelled'> = {
  SCHEDULED: 'scheduled',
  COMPLETED: 'completed',
  CANCELLED: 'cancelled',
}

/**
 * What a batch's row changes add to each viewer's counters (patient and provider side): +1 for
 * the new status, −1 for the old one. Derived from the rows the statements actually inserted or
 * updated, so the counters always equal a recount of rm_appointment_views (and a replay, which
 * folds the same events, ends with the same counters).
 */
export function countDeltas(changes: readonly StatusChange[]): CountRow[] {
  const deltas = new Map<string, CountRow>()
  const bump = (user_id: string, role: CountRow['role'], status: AppointmentStatus | null, by: number) => {
    if (!status || !COLUMN[status]) return
    const key = `${role}:${user_id}`
    const row = deltas.get(key) ?? { user_id, role, scheduled: 0, completed: 0, cancelled: 0 }
    row[COLUMN[status]] += by
    deltas.set(key, row)
  }
  for (const c of changes) {
    if (c.old_status === c.new_status) continue
    for (const [userId, role] of [
      [c.patient_user_id, 'PATIENT'],
      [c.provider_user_id, 'PROVIDER'],
    ] as const) {
      bump(userId, role, c.new_status, 1)
      bump(userId, role, c.old_status, -1)
    }
  }
  return [...deltas.values()].filter((r) => r.scheduled !== 0 || r.completed !== 0 || r.cancelled !== 0)
}

const COUNT_COLUMNS = { user_id: 'uuid', role: 'text', scheduled: 'integer', completed: 'integer', cancelled: 'integer' }

/** Adds a batch's deltas to the counters in one statement. */
export async function addCounts(trx: TransactionClientContract, counts: string, changes: readonly StatusChange[]) {
  await upsertRows(trx, counts, COUNT_COLUMNS, ['user_id', 'role'], countDeltas(changes), 'add')
}

/**
 * The counters recounted from a views table (`views`), every viewer or those of `userIds`: what
 * rm_appointment_counts must always equal (tests compare them; direct test inserts set them).
 */
export const recountSql = (views = 'rm_appointment_views', forUsers = false) => `
  SELECT user_id, role, count(*) FILTER (WHERE status = 'SCHEDULED')::int AS scheduled,
         count(*) FILTER (WHERE status = 'COMPLETED')::int AS completed, count(*) FILTER (WHERE status = 'CANCELLED')::int AS cancelled
    FROM (SELECT patient_user_id AS user_id, 'PATIENT' AS role, status FROM ${views}
          UNION ALL SELECT provider_user_id, 'PROVIDER', status FROM ${views}) v
   ${forUsers ? 'WHERE user_id = ANY(?::uuid[])' : ''}
   GROUP BY user_id, role ORDER BY user_id, role`
