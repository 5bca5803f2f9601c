import db from '@adonisjs/lucid/services/db'
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

/** Patient profile ids the provider has a non-cancelled appointment with in the range (index: provider_user_id, scheduled_at). */
export async function patientIdsScheduledIn(providerUserId: string, range: ScheduledRange): Promise<string[]> {
  const rows = await booked(providerUserId, range).distinct('patient_id')
  return rows.map((r) => r.patient_id as string)
}
