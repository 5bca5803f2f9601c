import type { PatientProfile, ProviderProfile } from '#modules/identity/index'
import { APPOINTMENT_MINUTES } from './slots.js'
import { joinOpensAt } from './join-window.js'
import type { AppointmentDto } from '../contracts/appointment-dto.js'
import { NO_MEDIA } from './appointment-media.js'
import { DEFAULT_APPOINTMENT_TYPE } from '../contracts/appointment-type.js'

const iso = (v: unknown) => new Date(v as string).toISOString()
/** When the room opens, by the clinic's setting as it is now (an admin's change shows in the next answer). */
const opensAt = (start: unknown, joinOpensMinutesBefore: number) =>
  joinOpensAt(new Date(start as string), joinOpensMinutesBefore).toISOString()
const endOf = (start: unknown, minutes: number) => new Date(new Date(start as string).getTime() + minutes * 60_000).toISOString()

/**
 * From the write side: an `appointments` row plus the participants' profiles; the media only the
 * read model knows (none for a booking just made). A read-model row, which carries its duration,
 * maps the same way (queries/appointment-dto.ts). Pure.
 */
export function appointmentDto(
  row: any,
  patient: Pick<PatientProfile, 'id' | 'userId' | 'fullName' | 'gender' | 'contact' | 'dob' | 'medicalRecordNumber'>,
  provider: Pick<ProviderProfile, 'id' | 'userId' | 'displayName' | 'providerRole' | 'specialization'>,
  joinOpensMinutesBefore: number,
  media = NO_MEDIA
): AppointmentDto {
  const minutes: number = row.duration_minutes ?? APPOINTMENT_MINUTES
  return {
    id: row.id,
    patientId: row.patient_id,
    providerId: row.provider_id,
    scheduledAt: iso(row.scheduled_at),
    endsAt: endOf(row.scheduled_at, minutes),
    durationMinutes: minutes,
    status: row.status,
    type: row.type ?? DEFAULT_APPOINTMENT_TYPE,
    joinOpensAt: opensAt(row.scheduled_at, joinOpensMinutesBefore),
    meetLink: row.meet_link,
    reason: row.reason,
    complaint: row.complaint,
    paymentMethod: row.payment_method,
    consultationFee: Number(row.consultation_fee),
    createdAt: iso(row.created_at),
    updatedAt: iso(row.updated_at),
    patient: {
      id: patient.id,
      userId: patient.userId,
      fullName: patient.fullName,
      gender: patient.gender,
      contact: patient.contact,
      dob: patient.dob,
      medicalRecordNumber: patient.medicalRecordNumber,
    },
    provider: {
      id: provider.id,
      userId: provider.userId,
      displayName: provider.displayName,
      providerRole: provider.providerRole,
      specialization: provider.specialization,
    },
    media,
  }
}
