import { MedicalRecordUpdatedV1, type MedicalRecordUpdated } from '#events/records/medical-record-updated'

type Ids = 'recordId' | 'patientId' | 'patientUserId' | 'providerId' | 'providerUserId' | 'appointmentId'

/**
 * MedicalRecordUpdated for a medical_records row: the ids come from the row, the rest is the change.
 * The codes are the change's when it names them (the row may be the one before the change), else the row's.
 */
export function recordUpdatedEvent(row: Record<string, any>, change: Omit<MedicalRecordUpdated, Ids>) {
  const { coding: given, ...rest } = change
  const coding = given !== undefined ? given : (row.coding ?? null)
  return MedicalRecordUpdatedV1.create(row.id, {
    recordId: row.id,
    patientId: row.patient_id,
    patientUserId: row.patient_user_id,
    providerId: row.provider_id,
    providerUserId: row.provider_user_id,
    appointmentId: row.appointment_id ?? null,
    ...rest,
    ...(coding ? { coding } : {}),
  })
}
