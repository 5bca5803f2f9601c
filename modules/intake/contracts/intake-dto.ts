import { z } from 'zod'
import { PREGNANCY_ANSWERS } from './intake-answers.js'

export const intakeVersionDtoSchema = z.object({
  version: z.number(),
  mainComplaint: z.string(),
  since: z.string(),
  painScore: z.number(),
  allergies: z.string(),
  medications: z.string(),
  chronicConditions: z.string(),
  pregnancy: z.enum(PREGNANCY_ANSWERS).nullable(),
  submittedAt: z.string(),
})
export type IntakeVersionDto = z.infer<typeof intakeVersionDtoSchema>

/** GET/PUT /api/appointments/:id/intake: the current answers, the earlier versions' times and whether the patient may still edit. */
export const intakeDtoSchema = z.object({
  appointmentId: z.string(),
  /** The patient may change the answers until the consultation room opens (`editableUntil`). */
  editable: z.boolean(),
  editableUntil: z.string(),
  /** Whether the form asks about pregnancy for this patient (docs/intake.md#the-pregnancy-rule). */
  pregnancyApplies: z.boolean(),
  /** The newest version, or null while the patient has not filled it in. */
  current: intakeVersionDtoSchema.nullable(),
  /** Every version, newest first (at most MAX_INTAKE_VERSIONS exist). */
  versions: z.array(z.object({ version: z.number(), submittedAt: z.string() })),
})
export type IntakeDto = z.infer<typeof intakeDtoSchema>

/** An appointment's intake is edited a few times at most: past this many versions a PUT is refused (409). */
export const MAX_INTAKE_VERSIONS = 50
