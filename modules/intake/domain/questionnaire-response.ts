import type { IntakeAnswers } from '../contracts/intake-answers.js'
import { LINK_IDS, PREGNANCY_OPTIONS, PREGNANCY_SYSTEM, QUESTIONNAIRE_URL, QUESTIONNAIRE_VERSION } from './questionnaire.js'

export interface IntakeVersionFacts {
  id: string
  appointmentId: string
  patientId: string
  version: number
  submittedAt: string
  answers: IntakeAnswers
}

type Answer = { valueString: string } | { valueInteger: number } | { valueCoding: { system: string; code: string; display: string } }

/**
 * One version of an intake as a FHIR R4 QuestionnaireResponse answering the published
 * Questionnaire (`url|version`). A question left empty (no allergies stated, a pregnancy question
 * that did not apply) has no item: FHIR has no empty answer. The patient is `Patient/<profile id>`, or,
 * inside a Bundle, the reference of its Patient entry.
 */
export function intakeQuestionnaireResponse(intake: IntakeVersionFacts, patientReference = `Patient/${intake.patientId}`) {
  const a = intake.answers
  const items: Array<{ linkId: string; answer: Answer[] }> = []
  const text = (linkId: string, value: string) => {
    if (value.trim() !== '') items.push({ linkId, answer: [{ valueString: value }] })
  }
  text(LINK_IDS.mainComplaint, a.mainComplaint)
  text(LINK_IDS.since, a.since)
  items.push({ linkId: LINK_IDS.painScore, answer: [{ valueInteger: a.painScore }] })
  text(LINK_IDS.allergies, a.allergies)
  text(LINK_IDS.medications, a.medications)
  text(LINK_IDS.chronicConditions, a.chronicConditions)
  const pregnancy = PREGNANCY_OPTIONS.find((o) => o.code === a.pregnancy)
  if (pregnancy) {
    items.push({
      linkId: LINK_IDS.pregnancy,
      answer: [{ valueCoding: { system: PREGNANCY_SYSTEM, code: pregnancy.code, display: pregnancy.display } }],
    })
  }
  const patient = { reference: patientReference }
  return {
    resourceType: 'QuestionnaireResponse',
    id: intake.id,
    identifier: { system: 'https://telerawat.id/fhir/intake', value: `${intake.appointmentId}/v${intake.version}` },
    questionnaire: `${QUESTIONNAIRE_URL}|${QUESTIONNAIRE_VERSION}`,
    status: 'completed',
    subject: patient,
    author: patient,
    source: patient,
    authored: intake.submittedAt,
    item: items,
  }
}
