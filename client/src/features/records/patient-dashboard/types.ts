import type { MedicalRecordDto } from '@/api/openapi'

/** The fields of GET /api/patients/:id/records that the patient dashboard shows. */
export type PatientRecord = Pick<MedicalRecordDto, 'id' | 'visitDate' | 'notes' | 'createdAt' | 'provider'>
