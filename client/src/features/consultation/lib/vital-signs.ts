import { VITAL_SIGN_KEYS, type VitalSignKey } from '@modules/records/contracts/vital-signs'
import type { VitalSigns } from '@/api/openapi'

export const VITAL_FIELDS = VITAL_SIGN_KEYS
export type VitalField = VitalSignKey
export type VitalForm = Record<VitalField, string>

function text(value: unknown): string {
  if (value === null || value === undefined) return ''
  return String(value).trim()
}

/**
 * The edit form's values: what was saved, as text ('' when not measured). The shared
 * vitalSignsRequestSchema (@modules/records/contracts) checks them and turns them into the payload.
 */
export function toVitalForm(vitals: Partial<VitalSigns> | null | undefined): VitalForm {
  return Object.fromEntries(VITAL_FIELDS.map((f) => [f, text(vitals?.[f])])) as VitalForm
}

/** Parses "36,8" (Indonesian decimal comma) or "36.8". */
export function parseDecimal(value: string): number | null {
  const normalized = value.trim().replace(',', '.')
  if (!/^\d+(\.\d+)?$/.test(normalized)) return null
  return Number(normalized)
}

export const hasAnyVital = (form: Partial<Record<VitalField, unknown>>) => VITAL_FIELDS.some((f) => text(form[f]) !== '')

/** The shown value without its unit: "120/80", "36,8" (id) — or the placeholder dashes. */
export function formatVital(field: VitalSignKey, value: unknown, language = 'id'): string {
  const raw = text(value)
  if (!raw) return field === 'bloodPressure' ? '--/--' : '--'
  if (field === 'bloodPressure') return raw
  const number = parseDecimal(raw)
  if (number === null) return raw
  return new Intl.NumberFormat(language.startsWith('en') ? 'en-GB' : 'id-ID', { maximumFractionDigits: 1 }).format(number)
}
