import { clinicSettings } from '#modules/clinic/index'
import type { FhirExportConfig } from '../domain/systems.js'

/** The clinic's export settings now (read at the moment of use: an admin may change them). */
export function exportConfig(): FhirExportConfig {
  const s = clinicSettings()
  return {
    organizationId: s.fhirOrganizationId,
    practitionerIdentifierSystem: s.fhirPractitionerSystem,
    sdkiSystem: s.sdkiSystemUri,
    slkiSystem: s.slkiSystemUri,
    sikiSystem: s.sikiSystemUri,
  }
}
