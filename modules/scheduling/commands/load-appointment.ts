import type { QueryClientContract } from '@adonisjs/lucid/types/database'
import { notFound } from '#modules/kernel/index'
import type { AppointmentStatus } from '../contracts/appointment-status.js'
import type { AppointmentState } from '../domain/appointment-change-events.js'

export interface AppointmentRow {
  id: string
  patient_id: string
  patient_user_id: string
  provider_id: string
  provider_user_id: string
  scheduled_at: Date
  status: AppointmentStatus
  [column: string]: unknown
}

/** Loads an appointment row; `forUpdate` inside a command's transaction. 404 when absent. */
export async function loadAppointment(client: QueryClientContract, id: string, { forUpdate = false } = {}) {
  const query = client.from('appointments').where('id', id)
  if (forUpdate) query.forUpdate()
  const row = (await query.first()) as AppointmentRow | null
  if (!row) throw notFound('scheduling.appointment_not_found')
  return row
}

/** The plain state of a loaded appointment row. */
export function appointmentState(row: AppointmentRow): AppointmentState {
  return {
    id: row.id,
    status: row.status,
    scheduledAt: new Date(row.scheduled_at),
    sequence: Number(row.sequence ?? 0),
    patientId: row.patient_id,
    patientUserId: row.patient_user_id,
    providerId: row.provider_id,
    providerUserId: row.provider_user_id,
  }
}
