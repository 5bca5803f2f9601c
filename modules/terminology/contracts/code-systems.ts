/**
 * The code systems of the terminology service (docs/clinical-coding.md). The same names as
 * CODE_SYSTEMS in modules/records/contracts/record-coding.ts (a unit test keeps them equal).
 */
export const TERMINOLOGY_SYSTEMS = ['icd10', 'sdki', 'slki', 'siki', 'loinc'] as const
export type TerminologySystem = (typeof TERMINOLOGY_SYSTEMS)[number]

/** SLKI's expected direction of an outcome ("ekspektasi"), as in record-coding.ts. */
export const LINK_EXPECTATIONS = ['MENINGKAT', 'MENURUN', 'MEMBAIK'] as const
export type LinkExpectation = (typeof LINK_EXPECTATIONS)[number]

/**
 * Canonical URIs of the international systems (HL7 FHIR R4 terminology pages). SDKI, SLKI and SIKI
 * have no published URI: the FHIR export names them by clinic-configurable URIs; these are defaults.
 */
export const DEFAULT_SYSTEM_URIS: Readonly<Record<TerminologySystem, string>> = {
  icd10: 'http://hl7.org/fhir/sid/icd-10',
  loinc: 'http://loinc.org',
  sdki: 'https://telerawat.id/fhir/CodeSystem/sdki',
  slki: 'https://telerawat.id/fhir/CodeSystem/slki',
  siki: 'https://telerawat.id/fhir/CodeSystem/siki',
}
