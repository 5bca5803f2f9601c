import type { MedicalRecordDto } from '@/api/openapi'

/** The fields of a record that the consultation screen's notes and vital signs use. */
export type ConsultationRecord = Pick<
  MedicalRecordDto,
  | 'id'
  | 'appointmentId'
  | 'visitDate'
  | 'notes'
  | 'vitalSigns'
  | 'status'
  | 'chiefComplaint'
  | 'createdAt'
  | 'provider'
  | 'createdBy'
  | 'coding'
  | 'primaryDiagnosis'
  | 'secondaryDiagnosis'
  | 'nursingDiagnosis'
>
