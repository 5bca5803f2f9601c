import { z } from 'zod'
import { defineEvent } from '../define-event.js'
import { medicalRecordRef } from './medical-record-ref.js'
import { eventRecordCoding } from './record-coding.js'

/**
 * A provider added an entry to a patient's medical record. Carries ids, times and the
 * participants' user ids (for pushes and the provider-patient summary) and, since issue 13, the
 * entry's codes (for the FHIR exchange) — never the free-text clinical content: the event log is
 * permanent and travels to every consumer.
 */
export const MedicalRecordCreatedV1 = defineEvent({
  type: 'MedicalRecordCreated',
  version: 1,
  module: 'records',
  aggregateType: 'medical-record',
  schema: z.object({
    ...medicalRecordRef,
    /** The consultation's own record (saved from the session screen). */
    sessionRecord: z.boolean(),
    fields: z.array(z.string()),
    createdBy: z.uuid(),
    /** Added later (additive): the entry this one amends (a correction of another provider's entry). */
    amendsRecordId: z.uuid().nullable().optional(),
    createdAt: z.iso.datetime({ offset: true }),
    /** Added later (additive, issue 13): the entry's codes (ICD-10, SDKI/SLKI/SIKI); absent or null when uncoded. */
    coding: eventRecordCoding.nullable().optional(),
  }),
  sensitive: ['coding'],
  patientOf: (p) => p.patientId,
})
export type MedicalRecordCreated = z.infer<typeof MedicalRecordCreatedV1.schema>
