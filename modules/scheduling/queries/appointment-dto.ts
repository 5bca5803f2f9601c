import { clinicSettings } from '#modules/clinic/index'
import type { PatientProfile, ProviderProfile } from '#modules/identity/index'
import type { AppointmentDto } from '../contracts/appointment-dto.js'
import { mediaOf, NO_MEDIA } from '../domain/appointment-media.js'
import { DEFAULT_APPOINTMENT_TYPE } from '../contracts/appointment-type.js'
import { appointmentDto as dtoOf, endOf, iso, opensAt } from '../domain/appointment-dto.js'

/** From the write side, with the join window as the clinic sets it now (domain/appointment-dto.ts). */
export const appointmentDto = (row: any, patient: PatientProfile, provider: ProviderProfile, media = NO_MEDIA): AppointmentDto =>
  dtoOf(row, patient, provider, clinicSettings().joinOpensMinutesBefore, media)

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
    joinOpensAt: opensAt(r.scheduled_at, clinicSettings().joinOpensMinutesBefore),
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
