import { MedicalRecordUpdatedV1, type MedicalRecordUpdated } from '#events/records/medical-record-updated'

type Ids = 'recordId' | 'patientId' | 'patientUserId' | 'providerId' | 'providerUserId' | 'appointmentId'

/** MedicalRecordUpdated for a medical_records row: the ids come from the row, the rest is the change. */
export function recordUpdatedEvent(row: Record<string, any>, change: Omit<MedicalRecordUpdated, Ids>) {
  return MedicalRecordUpdatedV1.create(row.id, {
    recordId: row.id,
    patientId: row.patient_id,
    patientUserId: row.patient_user_id,
    providerId: row.provider_id,
    providerUserId: row.provider_user_id,
    appointmentId: row.appointment_id ?? null,
    ...change,
  })
}
