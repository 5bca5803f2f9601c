import { satusehatTime } from './satusehat-time.js'
import { LOINC_SYSTEM, OBSERVATION_CATEGORY_SYSTEM, UCUM_SYSTEM } from './systems.js'
import type { ExportVitalSigns, FhirResource } from './types.js'
import { BLOOD_PRESSURE_CODES, parseBloodPressure, VITAL_SIGN_CODES, type QuantityVitalSign } from './vital-signs.js'

export type SatusehatVitalKey = QuantityVitalSign | 'systolic' | 'diastolic'

const VITAL_CATEGORY = [{ coding: [{ system: OBSERVATION_CATEGORY_SYSTEM, code: 'vital-signs', display: 'Vital Signs' }] }]

/**
 * The vital signs as the outpatient playbook codes them (interop-rme-rawat-jalan.md, Pemeriksaan
 * Fisik; Example-Bundle-RME-Rawat-Jalan.json): one Observation per measurement, blood pressure as
 * two Observations, systolic (LOINC 8480-6) and diastolic (8462-4) in `mm[Hg]`, not the 85354-9
 * panel. Subject and performer are the IHS references; times are `+00:00`.
 */
export function satusehatVitalSigns(
  vitals: ExportVitalSigns | null,
  ctx: { patient: string; practitioner: string; encounter: string; at: string }
): Array<[SatusehatVitalKey, FhirResource]> {
  if (!vitals) return []
  const at = satusehatTime(ctx.at)
  const observation = (code: { loinc: string; display: string }, value: number, unit: string, ucum: string): FhirResource => ({
    resourceType: 'Observation',
    status: 'final',
    category: VITAL_CATEGORY,
    code: { coding: [{ system: LOINC_SYSTEM, code: code.loinc, display: code.display }] },
    subject: { reference: ctx.patient },
    performer: [{ reference: ctx.practitioner }],
    encounter: { reference: ctx.encounter },
    effectiveDateTime: at,
    issued: at,
    valueQuantity: { value, unit, system: UCUM_SYSTEM, code: ucum },
  })
  const out: Array<[SatusehatVitalKey, FhirResource]> = []
  const bp = vitals.bloodPressure ? parseBloodPressure(vitals.bloodPressure) : null
  if (bp) {
    for (const part of ['systolic', 'diastolic'] as const) {
      out.push([part, observation(BLOOD_PRESSURE_CODES[part], bp[part], BLOOD_PRESSURE_CODES.ucum, BLOOD_PRESSURE_CODES.ucum)])
    }
  }
  for (const key of Object.keys(VITAL_SIGN_CODES) as QuantityVitalSign[]) {
    const value = vitals[key]
    if (typeof value !== 'number' || !Number.isFinite(value)) continue
    const code = VITAL_SIGN_CODES[key]
    out.push([key, observation(code, value, code.unit, code.ucum)])
  }
  return out
}
