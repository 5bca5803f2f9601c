import { z } from 'zod'

/**
 * Vital signs as separate, validated values (SATUSEHAT maps each to its own FHIR Observation),
 * never one free-text field. Every value is optional; '' or null means "not measured".
 * Numbers may arrive as numeric strings from form inputs ("36,8" with the Indonesian comma).
 * Messages are i18n keys (modules/kernel/contracts/validation-messages.ts).
 */

const BLOOD_PRESSURE = /^(\d{2,3})\/(\d{2,3})$/

/** What a form or a client may send for one measure (typed so forms can hold text). */
type MeasureInput = number | string | null | undefined

const emptyToNull = (value: MeasureInput) => {
  if (value === undefined) return undefined
  if (value === null) return null
  if (typeof value === 'string') {
    const trimmed = value.trim().replace(',', '.')
    if (trimmed === '') return null
    const n = Number(trimmed)
    return Number.isFinite(n) ? n : value
  }
  return value
}

type Measure = 'pulse' | 'temperature' | 'respiration' | 'weight' | 'height'

function measure(field: Measure, min: number, max: number, { integer = false, exclusiveMin = false } = {}) {
  const range = `validation.vitals.${field}.range`
  const base = z.number({ message: 'validation.vitals.number' })
  let schema = integer ? base.int('validation.vitals.integer') : base
  schema = exclusiveMin ? schema.gt(min, range) : schema.min(min, range)
  return z.preprocess(emptyToNull, schema.max(max, range).nullable().optional())
}

const bloodPressure = z.preprocess(
  (value: string | null | undefined) => (typeof value === 'string' ? value.replace(/\s+/g, '') || null : value),
  z
    .string({ message: 'validation.vitals.bloodPressure.format' })
    .regex(BLOOD_PRESSURE, 'validation.vitals.bloodPressure.format')
    .superRefine((value, ctx) => {
      const [systolic, diastolic] = value.split('/').map(Number)
      if (systolic === undefined || diastolic === undefined) return // not a/b: the regex has said so
      if (systolic < 50 || systolic > 300) ctx.addIssue({ code: 'custom', message: 'validation.vitals.bloodPressure.systolicRange' })
      if (diastolic < 20 || diastolic > 200) ctx.addIssue({ code: 'custom', message: 'validation.vitals.bloodPressure.diastolicRange' })
      if (systolic <= diastolic) ctx.addIssue({ code: 'custom', message: 'validation.vitals.bloodPressure.order' })
    })
    .nullable()
    .optional()
)

/** The `vitalSigns` of a medical record or a consultation record (PUT /api/consultations/:id/record). */
export const vitalSignsRequestSchema = z.strictObject(
  {
    bloodPressure,
    pulse: measure('pulse', 20, 250, { integer: true }),
    temperature: measure('temperature', 30, 45),
    respiration: measure('respiration', 5, 80, { integer: true }),
    weight: measure('weight', 0, 500, { exclusiveMin: true }),
    height: measure('height', 0, 300, { exclusiveMin: true }),
  },
  { error: (issue) => (issue.code === 'unrecognized_keys' ? 'validation.vitals.unknownKey' : undefined) }
)

export type VitalSignsRequestInput = z.input<typeof vitalSignsRequestSchema>
export type VitalSignsRequest = z.output<typeof vitalSignsRequestSchema>
