import { z } from 'zod'

/**
 * What every medical-record event says about its entry: ids, participants (for pushes and the
 * provider-patient summary) and the visit, never clinical content. Part of MedicalRecordCreated
 * v1 and MedicalRecordUpdated v1: a change here is a new version of both, never an edit.
 */
export const medicalRecordRef = {
  recordId: z.uuid(),
  patientId: z.uuid(),
  patientUserId: z.uuid(),
  providerId: z.uuid(),
  providerUserId: z.uuid(),
  appointmentId: z.uuid().nullable(),
  visitDate: z.iso.datetime({ offset: true }),
  status: z.enum(['DRAFT', 'FINAL']),
}
