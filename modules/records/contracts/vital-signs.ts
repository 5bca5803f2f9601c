import { z } from 'zod'

/** Vital signs as stored and returned: all six keys, null when not measured. */
export const vitalSignsSchema = z.object({
  bloodPressure: z.string().nullable(),
  pulse: z.number().nullable(),
  temperature: z.number().nullable(),
  respiration: z.number().nullable(),
  weight: z.number().nullable(),
  height: z.number().nullable(),
})
export type VitalSigns = z.infer<typeof vitalSignsSchema>

export const VITAL_SIGN_KEYS = ['bloodPressure', 'pulse', 'temperature', 'respiration', 'weight', 'height'] as const
export type VitalSignKey = (typeof VITAL_SIGN_KEYS)[number]
export type MeasuredVitalSign = Exclude<VitalSignKey, 'bloodPressure'>

export interface VitalSignRange {
  min: number
  max: number
  /** Whole numbers only (beats or breaths per minute). */
  integer?: boolean
  /** `min` itself is not plausible (a weight of 0 kg). */
  exclusiveMin?: boolean
}

/** Plausible ranges: the server rejects values outside them and the consultation form warns first. */
export const VITAL_SIGN_RANGES: Readonly<Record<MeasuredVitalSign, VitalSignRange>> = {
  pulse: { min: 20, max: 250, integer: true },
  temperature: { min: 30, max: 45 },
  respiration: { min: 5, max: 80, integer: true },
  weight: { min: 0, max: 500, exclusiveMin: true },
  height: { min: 0, max: 300, exclusiveMin: true },
}

/** Blood pressure in mmHg ("systolic/diastolic"); systolic must also exceed diastolic. */
export const BLOOD_PRESSURE_RANGES = {
  systolic: { min: 50, max: 300 },
  diastolic: { min: 20, max: 200 },
} as const
