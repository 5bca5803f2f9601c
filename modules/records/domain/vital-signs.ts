import { VITAL_SIGN_KEYS, type VitalSigns } from '../contracts/vital-signs.js'
import { vitalSignsRequestSchema, type VitalSignsRequest } from '../contracts/vital-signs-request.js'

/** The schema is a wire contract (the consultation screen's form validates with it too). */
export const vitalSignsSchema = vitalSignsRequestSchema
export type VitalSignsInput = VitalSignsRequest

/** The stored shape: all six keys present (null when not measured), or null when none was measured. */
export function normaliseVitalSigns(input: VitalSignsInput | null | undefined): VitalSigns | null {
  if (!input) return null
  const out = Object.fromEntries(VITAL_SIGN_KEYS.map((k) => [k, input[k] ?? null])) as unknown as VitalSigns
  return VITAL_SIGN_KEYS.some((k) => out[k] !== null) ? out : null
}
