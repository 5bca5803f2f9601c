import { VITAL_SIGN_KEYS, type VitalSignKey } from '@modules/records/contracts/vital-signs'
import type { VitalSigns } from '@/api/openapi'

/** "120/80", "36,8" (id decimal comma), or null when not measured. */
export function vitalText(vitals: Partial<VitalSigns> | null | undefined, field: VitalSignKey, language = 'id'): string | null {
  const raw = vitals?.[field]
  if (raw === null || raw === undefined || String(raw).trim() === '') return null
  if (field === 'bloodPressure' || typeof raw !== 'number') return String(raw).trim()
  return new Intl.NumberFormat(language.startsWith('en') ? 'en-GB' : 'id-ID', { maximumFractionDigits: 1 }).format(raw)
}

export const hasVitals = (vitals: Partial<VitalSigns> | null | undefined) => VITAL_SIGN_KEYS.some((f) => vitalText(vitals, f) !== null)
