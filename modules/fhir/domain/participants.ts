import { localIdentifierSystem, NIK_SYSTEM, type FhirExportConfig } from './systems.js'
import type { ExportPatient, ExportPractitioner, FhirResource } from './types.js'

export interface Identifier {
  system: string
  value: string
}

/** "system|value": a FHIR search token (ifNoneExist, conditional update). */
export const searchToken = (id: Identifier) => `identifier=${encodeURIComponent(`${id.system}|${id.value}`)}`

/** identity's gender ('Laki-laki' / 'Perempuan') as FHIR's administrative gender. */
export function fhirGender(gender: string | null): 'male' | 'female' | 'unknown' {
  if (gender === 'Laki-laki') return 'male'
  if (gender === 'Perempuan') return 'female'
  return 'unknown'
}

/** The patient's identifiers, the one to match on first: NIK when known, else the clinic's own id. */
export function patientIdentifiers(patient: ExportPatient, config: FhirExportConfig): Identifier[] {
  const local = { system: localIdentifierSystem('Patient', config.organizationId), value: patient.id }
  return patient.nik ? [{ system: NIK_SYSTEM, value: patient.nik }, local] : [local]
}

export function patientResource(patient: ExportPatient, config: FhirExportConfig): FhirResource {
  return {
    resourceType: 'Patient',
    identifier: patientIdentifiers(patient, config).map((id) => ({ use: 'official', ...id })),
    active: true,
    name: [{ use: 'official', text: patient.fullName }],
    gender: fhirGender(patient.gender),
    ...(patient.dob ? { birthDate: patient.dob } : {}),
  }
}

/** The practitioner's identifiers: the STR number under the clinic's system when known, and the clinic's own id. */
export function practitionerIdentifiers(practitioner: ExportPractitioner, config: FhirExportConfig): Identifier[] {
  const local = { system: localIdentifierSystem('Practitioner', config.organizationId), value: practitioner.id }
  const str = practitioner.strNumber?.trim()
  return str ? [{ system: config.practitionerIdentifierSystem, value: str }, local] : [local]
}

export function practitionerResource(practitioner: ExportPractitioner, config: FhirExportConfig): FhirResource {
  return {
    resourceType: 'Practitioner',
    identifier: practitionerIdentifiers(practitioner, config).map((id) => ({ use: 'official', ...id })),
    active: true,
    name: [{ use: 'official', text: practitioner.displayName }],
  }
}
