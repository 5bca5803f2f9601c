import { z } from 'zod'
import { defineEvent } from '../define-event.js'

/**
 * A patient submitted (a new version of) the pre-visit intake of one appointment. Carries the
 * whole answers of that version, so a consumer (or a replay) needs nothing else; the answers are
 * patient data: the admin event browser shows them redacted.
 */
export const IntakeSubmittedV1 = defineEvent({
  type: 'IntakeSubmitted',
  version: 1,
  module: 'intake',
  aggregateType: 'appointment_intake',
  schema: z.object({
    intakeVersionId: z.uuid(),
    appointmentId: z.uuid(),
    patientId: z.uuid(),
    patientUserId: z.uuid(),
    providerUserId: z.uuid(),
    /** 1 for the first submission, then 2, 3, … (each PUT a version; earlier ones kept). */
    version: z.number().int().positive(),
    answers: z.object({
      mainComplaint: z.string(),
      since: z.string(),
      painScore: z.number().int().min(0).max(10),
      allergies: z.string(),
      medications: z.string(),
      chronicConditions: z.string(),
      pregnancy: z.enum(['YES', 'NO', 'UNSURE']).nullable(),
    }),
    /** Whether the pregnancy question applied when it was submitted (the rule of docs/intake.md). */
    pregnancyApplies: z.boolean(),
    submittedAt: z.iso.datetime({ offset: true }),
  }),
  sensitive: ['answers'],
  patientOf: (p) => p.patientId,
})
export type IntakeSubmitted = z.infer<typeof IntakeSubmittedV1.schema>
