import { clinicSettings } from '#modules/clinic/index'
import type { PatientProfile, ProviderProfile } from '#modules/identity/index'
import { APPOINTMENT_MINUTES } from '../domain/slots.js'
import { joinOpensAt } from '../domain/join-window.js'
import type { AppointmentDto } from '../contracts/appointment-dto.js'
import { mediaOf, NO_MEDIA } from '../domain/appointment-media.js'
import { DEFAULT_APPOINTMENT_TYPE } from '../contracts/appointment-type.js'

const iso = (v: unknown) => new Date(v as string).toISOString()
/** From the setting as it is now: an admin's change shows in the next answer. */
const opensAt = (start: unknown) => joinOpensAt(new Date(start as string), clinicSettings().joinOpensMinutesBefore).toISOString()
const endOf = (start: unknown, minutes: number) => new Date(new Date(start as string).getTime() + minutes * 60_000).toISOString()

/**
 * From the write side: an `appointments` row plus the participants' profiles; the media only the
 * read model knows (none for a booking just made).
 */
export function appointmentDto(row: any, patient: PatientProfile, provider: ProviderProfile, media = NO_MEDIA): AppointmentDto {
  return {
    id: row.id,
    patientId: row.patient_id,
    providerId: row.provider_id,
    scheduledAt: iso(row.scheduled_at),
    endsAt: endOf(row.scheduled_at, APPOINTMENT_MINUTES),
    durationMinutes: APPOINTMENT_MINUTES,
    status: row.status,
    type: row.type ?? DEFAULT_APPOINTMENT_TYPE,
    joinOpensAt: opensAt(row.scheduled_at),
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

/** From the read model: one rm_appointment_views row. */
export function viewDto(r: any): AppointmentDto {
  return {
    id: r.id,
    patientId: r.patient_id,
    providerId: r.provider_id,
    scheduledAt: iso(r.scheduled_at),
    endsAt: endOf(r.scheduled_at, r.duration_minutes),
    durationMinutes: r.duration_minutes,
    status: r.status,
    type: r.type ?? DEFAULT_APPOINTMENT_TYPE,
    joinOpensAt: opensAt(r.scheduled_at),
    meetLink: r.meet_link,
    reason: r.reason,
    complaint: r.complaint,
    paymentMethod: r.payment_method,
    consultationFee: Number(r.consultation_fee),
    createdAt: iso(r.created_at),
    updatedAt: iso(r.updated_at),
    patient: {
      id: r.patient_id,
      userId: r.patient_user_id,
      fullName: r.patient_name,
      gender: r.patient_gender,
      contact: r.patient_contact,
      dob: r.patient_dob,
      medicalRecordNumber: r.patient_mrn,
    },
    provider: {
      id: r.provider_id,
      userId: r.provider_user_id,
      displayName: r.provider_name,
      providerRole: r.provider_role,
      specialization: r.provider_specialization,
    },
    media: mediaOf(r.media),
  }
}
