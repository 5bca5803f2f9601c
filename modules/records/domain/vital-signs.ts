import { z } from 'zod'
import { BLOOD_PRESSURE_RANGES, VITAL_SIGN_KEYS, VITAL_SIGN_RANGES, type VitalSignRange, type VitalSigns } from '../contracts/vital-signs.js'

/**
 * Vital signs as separate, validated values (SATUSEHAT maps each to its own FHIR Observation),
 * never one free-text field. Every value is optional; '' or null means "not measured".
 * Numbers may arrive as numeric strings from form inputs.
 */

const BLOOD_PRESSURE = /^(\d{2,3})\/(\d{2,3})$/

const emptyToNull = (value: unknown) => {
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

function measure(label: string, unit: string, { min, max, integer = false, exclusiveMin = false }: VitalSignRange) {
  const base = z.number({ message: `${label} harus berupa angka` })
  let schema = integer ? base.int(`${label} harus bilangan bulat`) : base
  schema = exclusiveMin
    ? schema.gt(min, `${label} harus lebih dari ${min} ${unit}`)
    : schema.min(min, `${label} minimal ${min} ${unit}`)
  schema = schema.max(max, `${label} maksimal ${max} ${unit}`)
  return z.preprocess(emptyToNull, schema.nullable().optional())
}

const bloodPressure = z.preprocess(
  (value) => (typeof value === 'string' ? value.replace(/\s+/g, '') || null : value),
  z
    .string({ message: 'Tekanan darah harus berupa teks seperti 120/80' })
    .regex(BLOOD_PRESSURE, 'Tekanan darah harus berformat sistolik/diastolik, misalnya 120/80')
    .superRefine((value, ctx) => {
      const [systolic, diastolic] = value.split('/').map(Number)
      const { systolic: sys, diastolic: dia } = BLOOD_PRESSURE_RANGES
      if (systolic < sys.min || systolic > sys.max) ctx.addIssue({ code: 'custom', message: `Tekanan sistolik harus ${sys.min}–${sys.max} mmHg` })
      if (diastolic < dia.min || diastolic > dia.max) ctx.addIssue({ code: 'custom', message: `Tekanan diastolik harus ${dia.min}–${dia.max} mmHg` })
      if (systolic <= diastolic) ctx.addIssue({ code: 'custom', message: 'Tekanan sistolik harus lebih tinggi dari diastolik' })
    })
    .nullable()
    .optional()
)

export const vitalSignsSchema = z.strictObject(
  {
    bloodPressure,
    pulse: measure('Nadi', 'x/menit', VITAL_SIGN_RANGES.pulse),
    temperature: measure('Suhu', '°C', VITAL_SIGN_RANGES.temperature),
    respiration: measure('Frekuensi napas', 'x/menit', VITAL_SIGN_RANGES.respiration),
    weight: measure('Berat badan', 'kg', VITAL_SIGN_RANGES.weight),
    height: measure('Tinggi badan', 'cm', VITAL_SIGN_RANGES.height),
  },
  {
    error: (issue) =>
      issue.code === 'unrecognized_keys'
        ? 'Tanda vital hanya boleh berisi bloodPressure, pulse, temperature, respiration, weight, height'
        : undefined,
  }
)

export type VitalSignsInput = z.infer<typeof vitalSignsSchema>

/** The stored shape: all six keys present (null when not measured), or null when none was measured. */
export function normaliseVitalSigns(input: VitalSignsInput | null | undefined): VitalSigns | null {
  if (!input) return null
  const out = Object.fromEntries(VITAL_SIGN_KEYS.map((k) => [k, input[k] ?? null])) as unknown as VitalSigns
  return VITAL_SIGN_KEYS.some((k) => out[k] !== null) ? out : null
}
