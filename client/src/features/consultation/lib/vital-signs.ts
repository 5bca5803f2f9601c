import {
  BLOOD_PRESSURE_RANGES,
  VITAL_SIGN_KEYS,
  VITAL_SIGN_RANGES,
  type VitalSignKey,
  type VitalSigns,
} from '@modules/records/contracts/vital-signs'

export type VitalForm = Record<VitalSignKey, string>
export type VitalError = 'bloodPressure' | 'number' | 'integer' | 'range'

const BLOOD_PRESSURE = /^(\d{2,3})\s*\/\s*(\d{2,3})$/

function text(value: unknown): string {
  if (value === null || value === undefined) return ''
  return String(value).trim()
}

/** The edit form's values: what was saved, as text ('' when not measured). */
export function toVitalForm(vitals: Partial<VitalSigns> | null | undefined): VitalForm {
  return Object.fromEntries(VITAL_SIGN_KEYS.map((f) => [f, text(vitals?.[f])])) as VitalForm
}

/** Parses "36,8" (Indonesian decimal comma) or "36.8". */
export function parseDecimal(value: string): number | null {
  const normalized = value.trim().replace(',', '.')
  if (!/^\d+(\.\d+)?$/.test(normalized)) return null
  return Number(normalized)
}

/** Per-field problems; empty fields are fine (not measured). */
export function validateVitals(form: VitalForm): Partial<Record<VitalSignKey, VitalError>> {
  const errors: Partial<Record<VitalSignKey, VitalError>> = {}
  for (const field of VITAL_SIGN_KEYS) {
    const value = form[field].trim()
    if (!value) continue
    if (field === 'bloodPressure') {
      const m = BLOOD_PRESSURE.exec(value)
      const [systolic, diastolic] = m ? [Number(m[1]), Number(m[2])] : [0, 0]
      const { systolic: sys, diastolic: dia } = BLOOD_PRESSURE_RANGES
      if (!m || systolic <= diastolic || systolic < sys.min || systolic > sys.max || diastolic < dia.min || diastolic > dia.max) {
        errors[field] = 'bloodPressure'
      }
      continue
    }
    const number = parseDecimal(value)
    const { min, max, integer, exclusiveMin } = VITAL_SIGN_RANGES[field]
    if (number === null) errors[field] = 'number'
    else if (integer && !Number.isInteger(number)) errors[field] = 'integer'
    else if ((exclusiveMin ? number <= min : number < min) || number > max) errors[field] = 'range'
  }
  return errors
}

export const hasAnyVital = (form: VitalForm) => VITAL_SIGN_KEYS.some((f) => form[f].trim() !== '')

/** What is sent: blood pressure as "120/80", the rest as numbers, unmeasured as null (separate values, as SATUSEHAT wants). */
export function toVitalPayload(form: VitalForm): VitalSigns {
  const bp = BLOOD_PRESSURE.exec(form.bloodPressure.trim())
  return {
    bloodPressure: bp ? `${bp[1]}/${bp[2]}` : null,
    pulse: parseDecimal(form.pulse),
    temperature: parseDecimal(form.temperature),
    respiration: parseDecimal(form.respiration),
    weight: parseDecimal(form.weight),
    height: parseDecimal(form.height),
  }
}

/** The shown value without its unit: "120/80", "36,8" (id) — or the placeholder dashes. */
export function formatVital(field: VitalSignKey, value: unknown, language = 'id'): string {
  const raw = text(value)
  if (!raw) return field === 'bloodPressure' ? '--/--' : '--'
  if (field === 'bloodPressure') return raw
  const number = parseDecimal(raw)
  if (number === null) return raw
  return new Intl.NumberFormat(language.startsWith('en') ? 'en-GB' : 'id-ID', { maximumFractionDigits: 1 }).format(number)
}
