import { LOINC_SYSTEM, OBSERVATION_CATEGORY_SYSTEM, UCUM_SYSTEM } from './systems.js'
import type { ExportVitalSigns, FhirResource } from './types.js'

/** LOINC code and UCUM unit of each measured vital sign (the FHIR vital-signs profile's codes). */
export const VITAL_SIGN_CODES = {
  pulse: { loinc: '8867-4', display: 'Heart rate', unit: 'beats/minute', ucum: '/min' },
  temperature: { loinc: '8310-5', display: 'Body temperature', unit: 'C', ucum: 'Cel' },
  respiration: { loinc: '9279-1', display: 'Respiratory rate', unit: 'breaths/minute', ucum: '/min' },
  weight: { loinc: '29463-7', display: 'Body weight', unit: 'kg', ucum: 'kg' },
  height: { loinc: '8302-2', display: 'Body height', unit: 'cm', ucum: 'cm' },
} as const
export type QuantityVitalSign = keyof typeof VITAL_SIGN_CODES

export const BLOOD_PRESSURE_CODES = {
  panel: { loinc: '85354-9', display: 'Blood pressure panel with all children optional' },
  systolic: { loinc: '8480-6', display: 'Systolic blood pressure' },
  diastolic: { loinc: '8462-4', display: 'Diastolic blood pressure' },
  unit: 'mmHg',
  ucum: 'mm[Hg]',
} as const

export type VitalSignKey = QuantityVitalSign | 'bloodPressure'

export interface VitalContext {
  subject: string
  encounter: string
  performer: string
  effective: string
}

const VITAL_CATEGORY = [{ coding: [{ system: OBSERVATION_CATEGORY_SYSTEM, code: 'vital-signs', display: 'Vital Signs' }] }]
const loinc = (code: { loinc: string; display: string }) => ({
  coding: [{ system: LOINC_SYSTEM, code: code.loinc, display: code.display }],
  text: code.display,
})
const quantity = (value: number, unit: string, ucum: string) => ({ value, unit, system: UCUM_SYSTEM, code: ucum })

/** "120/80" -> { systolic: 120, diastolic: 80 }; null when it is not two numbers. */
export function parseBloodPressure(value: string): { systolic: number; diastolic: number } | null {
  const match = /^\s*(\d{2,3}(?:\.\d+)?)\s*\/\s*(\d{2,3}(?:\.\d+)?)\s*$/.exec(value)
  return match ? { systolic: Number(match[1]), diastolic: Number(match[2]) } : null
}

/**
 * One Observation per vital sign measured (none for one left empty), keyed by the sign so the
 * caller can name each entry. Blood pressure is a panel with systolic and diastolic components.
 */
export function vitalSignObservations(vitals: ExportVitalSigns | null, ctx: VitalContext): Array<[VitalSignKey, FhirResource]> {
  if (!vitals) return []
  const base = {
    resourceType: 'Observation',
    status: 'final',
    category: VITAL_CATEGORY,
    subject: { reference: ctx.subject },
    encounter: { reference: ctx.encounter },
    performer: [{ reference: ctx.performer }],
    effectiveDateTime: ctx.effective,
    issued: ctx.effective,
  }
  const out: Array<[VitalSignKey, FhirResource]> = []
  const bp = vitals.bloodPressure ? parseBloodPressure(vitals.bloodPressure) : null
  if (bp) {
    const component = (part: 'systolic' | 'diastolic') => ({
      code: loinc(BLOOD_PRESSURE_CODES[part]),
      valueQuantity: quantity(bp[part], BLOOD_PRESSURE_CODES.unit, BLOOD_PRESSURE_CODES.ucum),
    })
    out.push([
      'bloodPressure',
      { ...base, code: loinc(BLOOD_PRESSURE_CODES.panel), component: [component('systolic'), component('diastolic')] },
    ])
  }
  for (const key of Object.keys(VITAL_SIGN_CODES) as QuantityVitalSign[]) {
    const value = vitals[key]
    if (typeof value !== 'number' || !Number.isFinite(value)) continue
    const code = VITAL_SIGN_CODES[key]
    out.push([key, { ...base, code: loinc(code), valueQuantity: quantity(value, code.unit, code.ucum) }])
  }
  return out
}
