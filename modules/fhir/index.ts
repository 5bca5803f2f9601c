import type { ModuleDefinition } from '#modules/kernel/index'
import { fhirRoutes } from './http/routes.js'
import { fhirMessages } from './messages.js'
import { ensureDefinitions } from './validation/r4-validator.js'

/**
 * FHIR R4 export (issue 13, docs/satusehat.md): a finalised visit as the transaction Bundle
 * SATUSEHAT expects, and a patient's whole record as a Bundle. Every resource is validated against
 * the R4 definitions before it leaves.
 */
export const fhirModule: ModuleDefinition = {
  name: 'fhir',
  http: fhirRoutes,
  messages: fhirMessages,
  consumers: [],
  // index the R4 definitions (~1 s) at start rather than in the first export's request
  start: async () => ensureDefinitions(),
}

// The door of the SATUSEHAT exchange: a record's visit Bundle and the identifiers of its entries
// (`entries[].identifier`, the same `ifNoneExist` each entry's request carries).
export { visitBundleForRecord, visitInputForRecord } from './queries/visit-export.js'
// SATUSEHAT's profile of the visit (issue 21): IHS references, the registered Location, the playbook's mapping
export { buildSatusehatBundle } from './domain/satusehat-bundle.js'
export type { SatusehatRefs, SatusehatVisit, LocalOnlyItem, SentIds } from './domain/satusehat-bundle.js'
export type { VisitExportInput } from './domain/types.js'
export { exportConfig } from './queries/export-config.js'
export { buildVisitBundle } from './domain/visit-bundle.js'
export type { VisitBundle, VisitEntryIdentity } from './domain/visit-bundle.js'
export type { Identifier } from './domain/participants.js'
export type { FhirBundle, BundleEntry, FhirResource } from './domain/types.js'
export type { FhirExportConfig } from './domain/systems.js'
export { r4Issues, assertValidBundle, InvalidFhirError } from './validation/r4-validator.js'
// Other modules' resources in a patient's whole-record Bundle (the intake's QuestionnaireResponses, issue 22).
export { contributeToPatientRecord } from './queries/patient-record-contributions.js'
export type { PatientRecordContribution } from './queries/patient-record-contributions.js'
export { NIK_SYSTEM, ICD10_SYSTEM, localIdentifierSystem } from './domain/systems.js'
