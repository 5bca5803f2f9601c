import db from '@adonisjs/lucid/services/db'
import { findPatientProfilesByUserIds, type PatientProfile } from '#modules/identity/index'

export interface ProviderPatientDto {
  id: string
  userId: string
  fullName: string
  medicalRecordNumber: string | null
  dob: string | null
  gender: string | null
  address: string | null
  contact: string | null
  occupation: string | null
  appointmentCount: number
  medicalRecordCount: number
  lastVisit: string | null
}

/**
 * The provider's patients (spec §2 /provider/patients, §3 provider-patient summary), from the
 * read model: patients with a live appointment or a record, latest visit first.
 */
export async function listProviderPatients(providerUserId: string): Promise<ProviderPatientDto[]> {
  const rows = await db
    .from('rm_provider_patient_summaries')
    .where('provider_user_id', providerUserId)
    .where((q) => q.where('appointment_count', '>', 0).orWhere('medical_record_count', '>', 0))
    .orderByRaw('last_visit DESC NULLS LAST')
    .orderBy('full_name', 'asc')
    .limit(2000)
  // address and occupation live only in identity; the rest falls back to the read model's copy
  const profiles = await findPatientProfilesByUserIds(rows.map((r) => r.patient_user_id))
  return rows.map((r) => {
    const live: Partial<PatientProfile> = profiles.get(r.patient_user_id) ?? {}
    return {
      id: r.patient_id,
      userId: r.patient_user_id,
      fullName: live.fullName ?? r.full_name ?? 'Pasien',
      medicalRecordNumber: live.medicalRecordNumber ?? r.medical_record_number,
      dob: live.dob ?? r.dob,
      gender: live.gender ?? r.gender,
      address: live.address ?? null,
      contact: live.contact ?? r.contact,
      occupation: live.occupation ?? null,
      appointmentCount: Number(r.appointment_count),
      medicalRecordCount: Number(r.medical_record_count),
      lastVisit: r.last_visit ? new Date(r.last_visit).toISOString() : null,
    }
  })
}
