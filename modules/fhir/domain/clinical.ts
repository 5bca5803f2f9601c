import type { CodedConcept, CodedOutcome } from '#modules/records/index'
import { CONDITION_CATEGORY_SYSTEM, CONDITION_CLINICAL_SYSTEM, ICD10_SYSTEM, type FhirExportConfig } from './systems.js'
import type { FhirResource } from './types.js'

export interface ClinicalContext {
  subject: string
  encounter: string
  practitioner: string
  /** When the visit took place (UTC). */
  at: string
}

const ENCOUNTER_DIAGNOSIS = [
  { coding: [{ system: CONDITION_CATEGORY_SYSTEM, code: 'encounter-diagnosis', display: 'Encounter Diagnosis' }] },
]
const ACTIVE = { coding: [{ system: CONDITION_CLINICAL_SYSTEM, code: 'active', display: 'Active' }] }

/** The FHIR code system URI of a record coding's system (ICD-10 fixed; the nursing ones the clinic's). */
export function systemUri(system: CodedConcept['system'], config: FhirExportConfig): string {
  switch (system) {
    case 'icd10':
      return ICD10_SYSTEM
    case 'sdki':
      return config.sdkiSystem
    case 'slki':
      return config.slkiSystem
    case 'siki':
      return config.sikiSystem
    case 'loinc':
      return 'http://loinc.org'
  }
}

/** One code per CodeableConcept (SATUSEHAT's rule), with the Indonesian name as its text. */
export const codeableConcept = (concept: CodedConcept, config: FhirExportConfig) => ({
  coding: [{ system: systemUri(concept.system, config), code: concept.code, display: concept.display }],
  text: concept.display,
})

/** A diagnosis (ICD-10, or the SDKI nursing diagnosis) as a Condition of the visit. */
export function conditionResource(concept: CodedConcept, ctx: ClinicalContext, config: FhirExportConfig): FhirResource {
  return {
    resourceType: 'Condition',
    clinicalStatus: ACTIVE,
    category: ENCOUNTER_DIAGNOSIS,
    code: codeableConcept(concept, config),
    subject: { reference: ctx.subject },
    encounter: { reference: ctx.encounter },
    recordedDate: ctx.at,
    recorder: { reference: ctx.practitioner },
  }
}

const EXPECTATION_LABEL: Record<CodedOutcome['expectation'], string> = {
  MENINGKAT: 'meningkat',
  MENURUN: 'menurun',
  MEMBAIK: 'membaik',
}

/**
 * An SLKI outcome as a Goal addressing the nursing diagnosis. The target's measure is the outcome;
 * its detail is the SLKI score aimed for (1-5) when the nurse set one, else the expectation. The
 * description always says both, so neither is lost.
 */
export function goalResource(
  outcome: CodedOutcome,
  condition: string | null,
  ctx: ClinicalContext,
  config: FhirExportConfig
): FhirResource {
  const expectation = EXPECTATION_LABEL[outcome.expectation]
  const score = outcome.targetScore
  const concept = codeableConcept(outcome, config)
  return {
    resourceType: 'Goal',
    lifecycleStatus: 'active',
    description: { ...concept, text: `${outcome.display}: ${expectation}${score ? ` (skor target ${score})` : ''}` },
    subject: { reference: ctx.subject },
    startDate: ctx.at.slice(0, 10),
    expressedBy: { reference: ctx.practitioner },
    ...(condition ? { addresses: [{ reference: condition }] } : {}),
    target: [{ measure: concept, ...(score ? { detailInteger: score } : { detailString: expectation }) }],
  }
}

/** An SIKI intervention as a Procedure done in the visit for the nursing diagnosis. */
export function procedureResource(
  intervention: CodedConcept,
  condition: string | null,
  ctx: ClinicalContext,
  config: FhirExportConfig
): FhirResource {
  return {
    resourceType: 'Procedure',
    status: 'completed',
    code: codeableConcept(intervention, config),
    subject: { reference: ctx.subject },
    encounter: { reference: ctx.encounter },
    performedDateTime: ctx.at,
    performer: [{ actor: { reference: ctx.practitioner } }],
    ...(condition ? { reasonReference: [{ reference: condition }] } : {}),
  }
}
