import { z } from 'zod'
import { defineEvent } from '../define-event.js'
import { medicalRecordRef } from './medical-record-ref.js'

/**
 * A provider added an entry to a patient's medical record. Carries ids, times and the
 * participants' user ids (for pushes and the provider-patient summary) — never the clinical
 * content: the event log is permanent and travels to every consumer.
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
  }),
})
export type MedicalRecordCreated = z.infer<typeof MedicalRecordCreatedV1.schema>
