import { z } from 'zod'

/** The pain scale of the questionnaire (numeric rating scale, 0 = no pain, 10 = worst imaginable). */
export const PAIN_MIN = 0
export const PAIN_MAX = 10
export const COMPLAINT_MAX = 1000
export const SINCE_MAX = 200
export const LIST_TEXT_MAX = 1000

export const PREGNANCY_ANSWERS = ['YES', 'NO', 'UNSURE'] as const
export type PregnancyAnswer = (typeof PREGNANCY_ANSWERS)[number]

const optionalText = (key: string) =>
  z.string({ message: 'validation.intake.textInvalid' }).trim().max(LIST_TEXT_MAX, `validation.intake.${key}TooLong`).default('')

/**
 * PUT /api/appointments/:id/intake: the patient's answers (the client's form uses the same schema).
 * Allergies, medicines and chronic conditions are free text ('' = none stated); `pregnancy` is
 * required exactly when the pregnancy rule (pregnancy-rule.ts) applies and refused otherwise —
 * the server checks that against the patient's profile, this schema only its shape.
 */
export const intakeAnswersSchema = z.strictObject({
  mainComplaint: z
    .string({ message: 'validation.intake.complaintRequired' })
    .trim()
    .min(3, 'validation.intake.complaintTooShort')
    .max(COMPLAINT_MAX, 'validation.intake.complaintTooLong'),
  since: z
    .string({ message: 'validation.intake.sinceRequired' })
    .trim()
    .min(1, 'validation.intake.sinceRequired')
    .max(SINCE_MAX, 'validation.intake.sinceTooLong'),
  painScore: z
    .number({ message: 'validation.intake.painRange' })
    .int('validation.intake.painRange')
    .min(PAIN_MIN, 'validation.intake.painRange')
    .max(PAIN_MAX, 'validation.intake.painRange'),
  allergies: optionalText('allergies'),
  medications: optionalText('medications'),
  chronicConditions: optionalText('chronicConditions'),
  pregnancy: z.enum(PREGNANCY_ANSWERS, { message: 'validation.intake.pregnancyInvalid' }).nullable().default(null),
})
export type IntakeAnswers = z.infer<typeof intakeAnswersSchema>
export type IntakeAnswersInput = z.input<typeof intakeAnswersSchema>

/** The pregnancy answer against the rule: required when it applies, absent when it does not. */
export function pregnancyProblem(answers: Pick<IntakeAnswers, 'pregnancy'>, applies: boolean): string | null {
  if (applies && answers.pregnancy === null) return 'validation.intake.pregnancyRequired'
  if (!applies && answers.pregnancy !== null) return 'validation.intake.pregnancyNotApplicable'
  return null
}
