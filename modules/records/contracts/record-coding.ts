import { z } from 'zod'

/**
 * The coded part of a medical record (issue 13, docs/clinical-coding.md): ICD-10 diagnoses and the
 * nursing process SDKI -> SLKI -> SIKI. Free text stays in the record's text fields beside each code;
 * a record written before coding existed has `coding: null` and still displays.
 * `display` is the catalogue's Indonesian name at the time of coding, kept so a later catalogue
 * import never changes what an existing record says.
 */
export const CODE_SYSTEMS = ['icd10', 'sdki', 'slki', 'siki', 'loinc'] as const
export type CodeSystem = (typeof CODE_SYSTEMS)[number]

/** SLKI's expected direction of an outcome ("ekspektasi"). */
export const OUTCOME_EXPECTATIONS = ['MENINGKAT', 'MENURUN', 'MEMBAIK'] as const
export type OutcomeExpectation = (typeof OUTCOME_EXPECTATIONS)[number]

export const MAX_SECONDARY_DIAGNOSES = 10
export const MAX_NURSING_OUTCOMES = 10
export const MAX_NURSING_INTERVENTIONS = 20

const concept = <S extends CodeSystem>(system: S) =>
  z.object({
    system: z.literal(system),
    code: z.string().trim().min(1).max(20),
    display: z.string().trim().min(1).max(300),
  })

export const codedOutcomeSchema = concept('slki').extend({
  expectation: z.enum(OUTCOME_EXPECTATIONS),
  /** SLKI's 1-5 scale: the score aimed for by the end of the care period, when the nurse sets one. */
  targetScore: z.number().int().min(1).max(5).nullable(),
})

export const recordCodingSchema = z.object({
  primaryDiagnosis: concept('icd10').nullable(),
  secondaryDiagnoses: z.array(concept('icd10')).max(MAX_SECONDARY_DIAGNOSES),
  nursingDiagnosis: concept('sdki').nullable(),
  nursingOutcomes: z.array(codedOutcomeSchema).max(MAX_NURSING_OUTCOMES),
  nursingInterventions: z.array(concept('siki')).max(MAX_NURSING_INTERVENTIONS),
})

export type CodedConcept = { system: CodeSystem; code: string; display: string }
export type CodedOutcome = z.infer<typeof codedOutcomeSchema>
export type RecordCoding = z.infer<typeof recordCodingSchema>

export const EMPTY_CODING: RecordCoding = {
  primaryDiagnosis: null,
  secondaryDiagnoses: [],
  nursingDiagnosis: null,
  nursingOutcomes: [],
  nursingInterventions: [],
}
