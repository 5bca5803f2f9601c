/**
 * The fhir module's Bundle builders and its visit fixture, for other modules' tests (the SATUSEHAT
 * platform rules are checked on the Bundles these build; the playbook's example shapes the sent
 * Bundle is compared with).
 */
export { buildSatusehatBundle } from '../domain/satusehat-bundle.js'
export { buildVisitBundle } from '../domain/visit-bundle.js'
export { CONFIG, visit } from '../domain/visit-fixtures.js'
export { PLAYBOOK_ENCOUNTER, PLAYBOOK_OBSERVATION, shapeOf } from '../domain/playbook-example.js'
