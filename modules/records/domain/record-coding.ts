import type { FieldError } from '#modules/kernel/index'
import type { CodeSystem, RecordCoding } from '../contracts/record-coding.js'

/** What the terminology catalogue says about one code of one system. */
export interface CatalogueEntry {
  display: string
  active: boolean
}

/** The catalogue's answer per system, for the codes a coding names. */
export type CatalogueLookup = Partial<Record<CodeSystem, Map<string, CatalogueEntry>>>

export const CODE_UNKNOWN = 'records.code_unknown'
export const CODE_INACTIVE = 'records.code_inactive'
export const CODE_DUPLICATE = 'records.code_duplicate'
export const CODING_INVALID = 'records.coding_invalid'

type Slot = { field: string; system: CodeSystem; code: string }

/** Every code a coding names, with the request field it came from (e.g. coding.nursingOutcomes.1.code). */
export function codingSlots(coding: RecordCoding): Slot[] {
  const slots: Slot[] = []
  const one = (name: string, c: { system: CodeSystem; code: string } | null) => {
    if (c) slots.push({ field: `coding.${name}.code`, system: c.system, code: c.code })
  }
  const many = (name: string, list: Array<{ system: CodeSystem; code: string }>) =>
    list.forEach((c, i) => slots.push({ field: `coding.${name}.${i}.code`, system: c.system, code: c.code }))
  one('primaryDiagnosis', coding.primaryDiagnosis)
  many('secondaryDiagnoses', coding.secondaryDiagnoses)
  one('nursingDiagnosis', coding.nursingDiagnosis)
  many('nursingOutcomes', coding.nursingOutcomes)
  many('nursingInterventions', coding.nursingInterventions)
  return slots
}

/** The codes to look up, per system (deduplicated). */
export function codesBySystem(coding: RecordCoding): Map<CodeSystem, string[]> {
  const out = new Map<CodeSystem, Set<string>>()
  for (const { system, code } of codingSlots(coding)) {
    if (!out.has(system)) out.set(system, new Set())
    out.get(system)!.add(code)
  }
  return new Map([...out].map(([system, codes]) => [system, [...codes]]))
}

/**
 * Checks a coding against the catalogue: every code must exist in its own system and be active,
 * and no list may name a code twice. On success the coding comes back with the catalogue's names
 * (the client's `display` is never stored).
 */
export function applyCatalogue(
  coding: RecordCoding,
  catalogue: CatalogueLookup
): { ok: true; coding: RecordCoding } | { ok: false; errors: FieldError[] } {
  const errors: FieldError[] = []
  const seen = new Set<string>()
  for (const slot of codingSlots(coding)) {
    const entry = catalogue[slot.system]?.get(slot.code)
    const list = slot.field.replace(/\.\d+\.code$|\.code$/, '')
    if (!entry) errors.push({ field: slot.field, message: CODE_UNKNOWN })
    else if (!entry.active) errors.push({ field: slot.field, message: CODE_INACTIVE })
    else if (seen.has(`${list}|${slot.code}`)) errors.push({ field: slot.field, message: CODE_DUPLICATE })
    seen.add(`${list}|${slot.code}`)
  }
  if (errors.length > 0) return { ok: false, errors }
  const named = <C extends { system: CodeSystem; code: string; display: string }>(c: C): C => ({
    ...c,
    display: catalogue[c.system]!.get(c.code)!.display,
  })
  return {
    ok: true,
    coding: {
      primaryDiagnosis: coding.primaryDiagnosis && named(coding.primaryDiagnosis),
      secondaryDiagnoses: coding.secondaryDiagnoses.map(named),
      nursingDiagnosis: coding.nursingDiagnosis && named(coding.nursingDiagnosis),
      nursingOutcomes: coding.nursingOutcomes.map(named),
      nursingInterventions: coding.nursingInterventions.map(named),
    },
  }
}
