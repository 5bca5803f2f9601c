import type { Catalogue } from './id'

/** FHIR / SATUSEHAT export, English (mirrors fhir-export.id.ts; the shape is typechecked). */
export const fhirExportEn: Catalogue['fhirExport'] = {
  settings: {
    section: 'FHIR / SATUSEHAT export',
    help: 'Used when a finalised record is exported as a FHIR R4 Bundle. Enter the organization id SATUSEHAT issued before sending data.',
    fhirOrganizationId: {
      label: 'SATUSEHAT organization id',
      help: "The clinic's Organization id at SATUSEHAT (Encounter.serviceProvider and the local identifier systems).",
    },
    satusehatLocationId: {
      label: 'SATUSEHAT Location id',
      help: 'The telehealth Location the clinic registered at SATUSEHAT (Encounter.location, mandatory). Empty: the exchange does not run.',
    },
    satusehatLocationName: { label: 'SATUSEHAT Location name', help: 'The Location’s name as registered, e.g. "Telehealth service".' },
    fhirPractitionerSystem: {
      label: 'STR identifier system',
      help: "The identifier system URI of a practitioner's STR number.",
    },
    sdkiSystemUri: { label: 'SDKI code system URI', help: 'Nursing diagnoses (Condition).' },
    slkiSystemUri: { label: 'SLKI code system URI', help: 'Nursing outcomes (Goal).' },
    sikiSystemUri: { label: 'SIKI code system URI', help: 'Nursing interventions (Procedure).' },
  },
}
