/**
 * The code systems and identifier systems of the SATUSEHAT export (docs/satusehat.md). The ones a
 * clinic may change live in the clinic settings and reach the builder as `FhirExportConfig`.
 */
export const NIK_SYSTEM = 'https://fhir.kemkes.go.id/id/nik'
export const ICD10_SYSTEM = 'http://hl7.org/fhir/sid/icd-10'
export const LOINC_SYSTEM = 'http://loinc.org'
export const UCUM_SYSTEM = 'http://unitsofmeasure.org'
export const ACT_CODE_SYSTEM = 'http://terminology.hl7.org/CodeSystem/v3-ActCode'
export const PARTICIPATION_TYPE_SYSTEM = 'http://terminology.hl7.org/CodeSystem/v3-ParticipationType'
export const OBSERVATION_CATEGORY_SYSTEM = 'http://terminology.hl7.org/CodeSystem/observation-category'
export const CONDITION_CLINICAL_SYSTEM = 'http://terminology.hl7.org/CodeSystem/condition-clinical'
export const CONDITION_CATEGORY_SYSTEM = 'http://terminology.hl7.org/CodeSystem/condition-category'
export const DIAGNOSIS_ROLE_SYSTEM = 'http://terminology.hl7.org/CodeSystem/diagnosis-role'
export const DISCHARGE_DISPOSITION_SYSTEM = 'http://terminology.hl7.org/CodeSystem/discharge-disposition'
export const SERVICE_TYPE_SYSTEM = 'http://terminology.hl7.org/CodeSystem/service-type'

/** SATUSEHAT's convention for a facility's own identifiers: one system per resource type and organization. */
export const localIdentifierSystem = (resource: string, organizationId: string) =>
  `http://sys-ids.kemkes.go.id/${resource.toLowerCase()}/${organizationId}`

/** What a clinic configures for the export (clinic settings; docs/satusehat.md#configuration). */
export interface FhirExportConfig {
  /** The clinic's Organization id at SATUSEHAT: Encounter.serviceProvider and the local identifier systems. */
  organizationId: string
  /** The identifier system of the practitioner's STR number. */
  practitionerIdentifierSystem: string
  sdkiSystem: string
  slkiSystem: string
  sikiSystem: string
}
