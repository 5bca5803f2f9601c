import { z } from 'zod'
import { defineEvent } from '../define-event.js'

const text = z.string().nullable()

/**
 * A patient changed their own profile. `changedFields` names every field that changed (the NIK by
 * name only: its value never enters the event log); `changes` holds the new values of the others;
 * `demographics` is the profile's current name, date of birth, gender and phone, which the
 * provider's patient pages keep a copy of.
 */
export const PatientProfileUpdatedV1 = defineEvent({
  type: 'PatientProfileUpdated',
  version: 1,
  module: 'identity',
  aggregateType: 'user',
  schema: z.object({
    userId: z.uuid(),
    profileId: z.uuid(),
    medicalRecordNumber: z.string(),
    changedFields: z.array(z.string()).min(1),
    changes: z
      .object({
        fullName: z.string(),
        dob: text,
        gender: text,
        phone: text,
        province: text,
        city: text,
        street: text,
        occupation: text,
        emergencyContactName: text,
        emergencyContactRelationship: text,
        emergencyContactPhone: text,
      })
      .partial(),
    demographics: z.object({ fullName: z.string(), dob: text, gender: text, phone: text }),
  }),
  sensitive: ['medicalRecordNumber', 'changes', 'demographics'],
  patientOf: (p) => p.profileId,
})
export type PatientProfileUpdated = z.infer<typeof PatientProfileUpdatedV1.schema>
