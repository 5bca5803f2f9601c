import { clinicSettings } from '#modules/clinic/index'
import type { PatientProfile, ProviderProfile } from '#modules/identity/index'
import type { AppointmentDto } from '../contracts/appointment-dto.js'
import { mediaOf, NO_MEDIA } from '../domain/appointment-media.js'
import { appointmentDto as dtoOf } from '../domain/appointment-dto.js'
import type { ItemShape } from './appointment-item.js'

/** From the write side, with the join window as the clinic sets it now (domain/appointment-dto.ts). */
export const appointmentDto = (row: any, patient: PatientProfile, provider: ProviderProfile, media = NO_MEDIA): AppointmentDto =>
  dtoOf(row, patient, provider, clinicSettings().joinOpensMinutesBefore, media)

/** From the read model: one rm_appointment_views row (the participants as denormalised there). */
export function viewDto(r: any): AppointmentDto {
  const patient = {
    id: r.patient_id,
    userId: r.patient_user_id,
    fullName: r.patient_name,
    gender: r.patient_gender,
    contact: r.patient_contact,
    dob: r.patient_dob,
    medicalRecordNumber: r.patient_mrn,
  }
  const provider = {
    id: r.provider_id,
    userId: r.provider_user_id,
    displayName: r.provider_name,
    providerRole: r.provider_role,
    specialization: r.provider_specialization,
  }
  return dtoOf(r, patient, provider, clinicSettings().joinOpensMinutesBefore, mediaOf(r.media))
}

/** The spec list's item: no part of it depends on the clock; when the room opens depends on the clinic's setting. */
export const viewShape: ItemShape<AppointmentDto> = {
  item: viewDto,
  changesAt: () => Number.POSITIVE_INFINITY,
  stamp: () => clinicSettings().joinOpensMinutesBefore,
}
