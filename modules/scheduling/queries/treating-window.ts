import db from '@adonisjs/lucid/services/db'
import { prepared } from '#modules/kernel/index'
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
 */
export async function latestScheduledWithPatient(providerUserId: string, patientProfileId: string, until: Date): Promise<Date | null> {
  if (!isUuid(patientProfileId)) return null
  const row = await db
    .from('appointments')
    .where('provider_user_id', providerUserId)
    .where('patient_id', patientProfileId)
    .whereNot('status', 'CANCELLED')
    .where('scheduled_at', '<=', until)
    .max('scheduled_at as latest')
    .first()
  return row?.latest ? new Date(row.latest) : null
}

/** Patient profile ids the provider has a non-cancelled appointment with in the range (index: provider_user_id, scheduled_at). */
export async function patientIdsScheduledIn(providerUserId: string, range: ScheduledRange): Promise<string[]> {
  // constant text, no query builder: every records list asks this first (docs/performance.md)
  const { rows } = await prepared(db.rawQuery(PATIENTS_SCHEDULED_IN, [providerUserId, range.from, range.until]))
  return rows.map((r: { patient_id: string }) => r.patient_id)
}

const PATIENTS_SCHEDULED_IN = `SELECT DISTINCT patient_id FROM appointments
  WHERE provider_user_id = ? AND status <> 'CANCELLED' AND scheduled_at >= ? AND scheduled_at <= ?`
