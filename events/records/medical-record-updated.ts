import { z } from 'zod'
import { defineEvent } from '../define-event.js'
import { medicalRecordRef } from './medical-record-ref.js'
import { eventRecordCoding } from './record-coding.js'

/**
 * A medical record changed: a correction (the previous values are kept as revision
 * `revision`), a draft saved from the session screen, or the draft finalised when the session
 * ended. Names the changed fields, never their free-text content; carries the record's codes.
 */
export const MedicalRecordUpdatedV1 = defineEvent({
  type: 'MedicalRecordUpdated',
  version: 1,
  module: 'records',
  aggregateType: 'medical-record',
  schema: z.object({
    ...medicalRecordRef,
    change: z.enum(['CORRECTED', 'DRAFT_SAVED', 'FINALISED']),
    changedFields: z.array(z.string()),
    /** The revision number that holds the previous values (null when none was kept). */
    revision: z.number().int().positive().nullable(),
    /** Who changed it; null when the system finalised it. */
    updatedBy: z.uuid().nullable(),
    updatedAt: z.iso.datetime({ offset: true }),
    /** Added later (additive, issue 13): the record's codes after the change; absent or null when uncoded. */
    coding: eventRecordCoding.nullable().optional(),
  }),
  sensitive: ['coding'],
  patientOf: (p) => p.patientId,
})
export type MedicalRecordUpdated = z.infer<typeof MedicalRecordUpdatedV1.schema>
