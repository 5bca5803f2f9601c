import { EMPTY_CODING, type CodedOutcome, type OutcomeExpectation, type RecordCoding } from '@modules/records/contracts/record-coding'

/**
 * The coded record form's state changes (issue 13), pure so they are unit-tested: picking and
 * removing codes, ticking suggested SLKI outcomes (with expectation and target) and SIKI interventions.
 */
export type Concept<S extends string> = { system: S; code: string; display: string }

export const codingOf = (coding: RecordCoding | null | undefined): RecordCoding => coding ?? EMPTY_CODING

export function hasCodes(coding: RecordCoding | null | undefined): coding is RecordCoding {
  if (!coding) return false
  return (
    coding.primaryDiagnosis !== null ||
    coding.nursingDiagnosis !== null ||
    coding.secondaryDiagnoses.length + coding.nursingOutcomes.length + coding.nursingInterventions.length > 0
  )
}

const plain = <S extends string>({ system, code, display }: Concept<S>): Concept<S> => ({ system, code, display })

export function addSecondary(coding: RecordCoding, concept: Concept<'icd10'>): RecordCoding {
  if (coding.secondaryDiagnoses.some((c) => c.code === concept.code)) return coding
  return { ...coding, secondaryDiagnoses: [...coding.secondaryDiagnoses, plain(concept)] }
}

export const removeSecondary = (coding: RecordCoding, code: string): RecordCoding => ({
  ...coding,
  secondaryDiagnoses: coding.secondaryDiagnoses.filter((c) => c.code !== code),
})

export function toggleOutcome(
  coding: RecordCoding,
  outcome: Concept<'slki'> & { expectation: OutcomeExpectation },
  on: boolean
): RecordCoding {
  const rest = coding.nursingOutcomes.filter((o) => o.code !== outcome.code)
  if (!on) return { ...coding, nursingOutcomes: rest }
  if (rest.length !== coding.nursingOutcomes.length) return coding
  const added: CodedOutcome = { ...plain(outcome), expectation: outcome.expectation, targetScore: null }
  return { ...coding, nursingOutcomes: [...coding.nursingOutcomes, added] }
}

export function setOutcome(
  coding: RecordCoding,
  code: string,
  patch: Partial<Pick<CodedOutcome, 'expectation' | 'targetScore'>>
): RecordCoding {
  return { ...coding, nursingOutcomes: coding.nursingOutcomes.map((o) => (o.code === code ? { ...o, ...patch } : o)) }
}

export function toggleIntervention(coding: RecordCoding, intervention: Concept<'siki'>, on: boolean): RecordCoding {
  const rest = coding.nursingInterventions.filter((i) => i.code !== intervention.code)
  if (!on) return { ...coding, nursingInterventions: rest }
  if (rest.length !== coding.nursingInterventions.length) return coding
  return { ...coding, nursingInterventions: [...coding.nursingInterventions, plain(intervention)] }
}

/**
 * The rows the outcome (or intervention) checklist shows: the diagnosis's suggestions first, then
 * any ticked code found by search (or kept from before), each once.
 */
export function checklist<T extends { code: string }>(suggested: T[], ticked: T[]): Array<{ item: T; checked: boolean }> {
  const tickedCodes = new Set(ticked.map((t) => t.code))
  const suggestedCodes = new Set(suggested.map((s) => s.code))
  return [
    ...suggested.map((item) => ({ item: ticked.find((t) => t.code === item.code) ?? item, checked: tickedCodes.has(item.code) })),
    ...ticked.filter((t) => !suggestedCodes.has(t.code)).map((item) => ({ item, checked: true })),
  ]
}

/** The coded form's state: the codes and the free text kept beside the diagnoses. */
export type CodingDraft = {
  coding: RecordCoding
  primaryDiagnosis: string
  secondaryDiagnosis: string
  nursingDiagnosis: string
}

type CodedRecordFields = {
  coding: RecordCoding | null
  primaryDiagnosis: string | null
  secondaryDiagnosis: string | null
  nursingDiagnosis: string | null
}

export function draftOf(record: CodedRecordFields | null | undefined): CodingDraft {
  return {
    coding: codingOf(record?.coding),
    primaryDiagnosis: record?.primaryDiagnosis ?? '',
    secondaryDiagnosis: record?.secondaryDiagnosis ?? '',
    nursingDiagnosis: record?.nursingDiagnosis ?? '',
  }
}

/** The request body of a coded save: the codes (null when none) and the free text (blank clears it). */
export function codingBody(draft: CodingDraft) {
  return {
    coding: hasCodes(draft.coding) ? draft.coding : null,
    primaryDiagnosis: draft.primaryDiagnosis.trim() || null,
    secondaryDiagnosis: draft.secondaryDiagnosis.trim() || null,
    nursingDiagnosis: draft.nursingDiagnosis.trim() || null,
  }
}
