import { contributeToPatientRecord } from '#modules/fhir/index'
import type { ModuleDefinition } from '#modules/kernel/index'
import { intakeRoutes } from './http/routes.js'
import { intakeMessages } from './messages.js'
import { intakePushes } from './pushes.js'
import { intakeResponsesForPatientRecord } from './queries/patient-record-responses.js'

/**
 * The pre-visit intake (issue 22, docs/intake.md): a short questionnaire the patient fills after
 * booking, versioned, read by the provider before and during the call, exportable as a FHIR
 * QuestionnaireResponse of the Questionnaire published at a stable canonical URL.
 */
export const intakeModule: ModuleDefinition = {
  name: 'intake',
  // the patient's whole-record FHIR Bundle carries their intakes as QuestionnaireResponses
  configure: () => contributeToPatientRecord(intakeResponsesForPatientRecord),
  http: intakeRoutes,
  messages: intakeMessages,
  consumers: [],
  pushes: intakePushes,
}

export { QUESTIONNAIRE_URL, QUESTIONNAIRE_VERSION } from './domain/questionnaire.js'
export type { IntakeDto } from './contracts/intake-dto.js'
export type { IntakeSubmittedPush } from './contracts/intake-pushes.js'
