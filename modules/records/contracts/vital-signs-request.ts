import { z } from 'zod'
import { BLOOD_PRESSURE_RANGES, VITAL_SIGN_RANGES, type MeasuredVitalSign } from './vital-signs.js'

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

function measure(field: MeasuredVitalSign) {
  const { min, max, integer = false, exclusiveMin = false } = VITAL_SIGN_RANGES[field]
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
      const { systolic: sys, diastolic: dia } = BLOOD_PRESSURE_RANGES
      if (systolic < sys.min || systolic > sys.max)
        ctx.addIssue({ code: 'custom', message: 'validation.vitals.bloodPressure.systolicRange' })
      if (diastolic < dia.min || diastolic > dia.max)
        ctx.addIssue({ code: 'custom', message: 'validation.vitals.bloodPressure.diastolicRange' })
      if (systolic <= diastolic) ctx.addIssue({ code: 'custom', message: 'validation.vitals.bloodPressure.order' })
    })
    .nullable()
    .optional()
)

/** The `vitalSigns` of a medical record or a consultation record (PUT /api/consultations/:id/record). */
export const vitalSignsRequestSchema = z.strictObject(
  {
    bloodPressure,
    pulse: measure('pulse'),
    temperature: measure('temperature'),
    respiration: measure('respiration'),
    weight: measure('weight'),
    height: measure('height'),
  },
  { error: (issue) => (issue.code === 'unrecognized_keys' ? 'validation.vitals.unknownKey' : undefined) }
)

export type VitalSignsRequestInput = z.input<typeof vitalSignsRequestSchema>
export type VitalSignsRequest = z.output<typeof vitalSignsRequestSchema>
