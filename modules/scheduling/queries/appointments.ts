import db from '@adonisjs/lucid/services/db'
import { findPatientProfile, findProviderProfile } from '#modules/identity/index'
import { participationOf } from '../domain/appointment-rules.js'
import type { AppointmentDto } from '../contracts/appointment-dto.js'
import { appointmentDto, viewDto } from './appointment-dto.js'
import { viewColumns } from './appointment-item.js'
import { appointmentMedia } from './appointment-media.js'

export async function findAppointmentView(id: string): Promise<AppointmentDto | null> {
  const row = await db.from('rm_appointment_views as v').select(viewColumns()).where('v.id', id).first()
  return row ? viewDto(row) : null
}

/** Participants of an appointment from scheduling's own table (consistent with the writes). */
export async function findParticipants(appointmentId: string) {
  const row = await db
    .from('appointments')
    .where('id', appointmentId)
    .select('patient_id', 'patient_user_id', 'provider_id', 'provider_user_id')
    .first()
  return row
    ? {
        patientId: row.patient_id as string,
        patientUserId: row.patient_user_id as string,
        providerId: row.provider_id as string,
        providerUserId: row.provider_user_id as string,
      }
    : null
}

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i
/** Ids from a URL or another module are checked before they reach a uuid column (else a 500). */
export const isUuid = (value: string) => UUID.test(value)

export async function isParticipant(appointmentId: string, userId: string): Promise<boolean> {
  if (!isUuid(appointmentId)) return false
  const p = await findParticipants(appointmentId)
  return p !== null && participationOf(userId, p) !== null
}

/** True when the provider (by user id) has a non-cancelled appointment with the patient profile. */
export async function providerHasPatient(providerUserId: string, patientProfileId: string): Promise<boolean> {
  if (!isUuid(patientProfileId)) return false
  const row = await db
    .from('appointments')
    .where({ provider_user_id: providerUserId, patient_id: patientProfileId })
    .whereNot('status', 'CANCELLED')
    .select('id')
    .first()
  return row !== null
}

/** The appointment from the write side (not the read model), or null when the user is not a participant. */
export async function getAppointmentForParticipant(appointmentId: string, userId: string): Promise<AppointmentDto | null> {
  if (!isUuid(appointmentId)) return null
  const row = await db.from('appointments').where('id', appointmentId).first()
  if (!row || !participationOf(userId, { patientUserId: row.patient_user_id, providerUserId: row.provider_user_id })) return null
  return writeSideDto(row)
}

export async function writeSideDto(row: any): Promise<AppointmentDto> {
  const [patient, provider, media] = await Promise.all([
    findPatientProfile(row.patient_id),
    findProviderProfile(row.provider_id),
    appointmentMedia(row.id),
  ])
  if (!patient || !provider) throw new Error(`appointment ${row.id}: participant profile missing`)
  return appointmentDto(row, patient, provider, media)
}
