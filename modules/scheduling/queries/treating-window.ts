import db from '@adonisjs/lucid/services/db'
import { groupedCalls, prepared } from '#modules/kernel/index'
import { isUuid } from './appointments.js'

/** Appointments scheduled in [from, until] that are not cancelled: the records access window's query. */
export interface ScheduledRange {
  from: Date
  until: Date
}

const booked = (providerUserId: string, range: ScheduledRange) =>
  db
    .from('appointments')
    .where('provider_user_id', providerUserId)
    .whereNot('status', 'CANCELLED')
    .where('scheduled_at', '>=', range.from)
    .where('scheduled_at', '<=', range.until)

/** True when the provider has a non-cancelled appointment with the patient scheduled in the range. */
export async function providerHasPatientScheduledIn(providerUserId: string, patientProfileId: string, range: ScheduledRange) {
  if (!isUuid(patientProfileId)) return false
  const row = await booked(providerUserId, range).where('patient_id', patientProfileId).select('id').first()
  return row !== null
}

/**
 * When the provider's latest non-cancelled appointment with the patient up to `until` is scheduled
 * (null: none). One statement answers both "a window open now" and "a window ever opened".
 * Every message sent or read asks it: asks made while a lookup runs go together in the next one
 * (one statement for all their pairs), so each answer still comes from a lookup that began after
 * its ask, and N concurrent asks cost two statements, not N.
 */
export function latestScheduledWithPatient(providerUserId: string, patientProfileId: string, until: Date): Promise<Date | null> {
  if (!isUuid(patientProfileId)) return Promise.resolve(null)
  return lookUpLatest({ providerUserId, patientProfileId, until })
}

const LATEST_SCHEDULED = `SELECT r.n, (
    SELECT max(a.scheduled_at) FROM appointments a
     WHERE a.provider_user_id = r.provider_user_id AND a.patient_id = r.patient_id
       AND a.status <> 'CANCELLED' AND a.scheduled_at <= r.until) AS latest
  FROM jsonb_to_recordset(?::jsonb) AS r(n int, provider_user_id uuid, patient_id uuid, until timestamptz)`

/** At most 500 asks in one statement. */
const lookUpLatest = groupedCalls(async (asks: Array<{ providerUserId: string; patientProfileId: string; until: Date }>) => {
  const pairs = asks.map((a, n) => ({
    n,
    provider_user_id: a.providerUserId,
    patient_id: a.patientProfileId,
    until: a.until.toISOString(),
  }))
  const { rows } = await prepared(db.rawQuery(LATEST_SCHEDULED, [JSON.stringify(pairs)]))
  const latest: Array<Date | null> = asks.map(() => null)
  for (const row of rows as Array<{ n: number; latest: Date | null }>) latest[row.n] = row.latest ? new Date(row.latest) : null
  return latest
}, 500)

/** Patient profile ids the provider has a non-cancelled appointment with in the range (index: provider_user_id, scheduled_at). */
export async function patientIdsScheduledIn(providerUserId: string, range: ScheduledRange): Promise<string[]> {
  // constant text, no query builder: every records list asks this first (docs/performance.md)
  const { rows } = await prepared(db.rawQuery(PATIENTS_SCHEDULED_IN, [providerUserId, range.from, range.until]))
  return rows.map((r: { patient_id: string }) => r.patient_id)
}

const PATIENTS_SCHEDULED_IN = `SELECT DISTINCT patient_id FROM appointments
  WHERE provider_user_id = ? AND status <> 'CANCELLED' AND scheduled_at >= ? AND scheduled_at <= ?`
