import type { VitalSigns } from '../types'

export const VITAL_FIELDS = ['bloodPressure', 'pulse', 'temperature', 'respiration', 'weight', 'height'] as const
export type VitalField = (typeof VITAL_FIELDS)[number]

/** "120/80", "36,8" (id decimal comma), or null when not measured. */
export function vitalText(vitals: VitalSigns | null | undefined, field: VitalField, language = 'id'): string | null {
  const raw = vitals?.[field]
  if (raw === null || raw === undefined || String(raw).trim() === '') return null
  if (field === 'bloodPressure' || typeof raw !== 'number') return String(raw).trim()
  return new Intl.NumberFormat(language.startsWith('en') ? 'en-GB' : 'id-ID', { maximumFractionDigits: 1 }).format(raw)
}

export const hasVitals = (vitals: VitalSigns | null | undefined) => VITAL_FIELDS.some((f) => vitalText(vitals, f) !== null)
