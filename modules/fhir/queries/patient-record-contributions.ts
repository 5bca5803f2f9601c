import type { ExportReader } from '#modules/records/index'
import type { FhirResource } from '../domain/types.js'

/**
 * Resources another module adds to a patient's whole-record Bundle (the pre-visit intake's
 * QuestionnaireResponses, modules/intake), for a reader the records already admitted. Called with
 * the reference of the Bundle's Patient entry, which the resources must point at.
 */
export type PatientRecordContribution = (reader: ExportReader, patientId: string, patientReference: string) => Promise<FhirResource[]>

const contributions: PatientRecordContribution[] = []

/**
 * Registered by the contributing module when the server registers it: that module imports this one
 * (for validation), so this one cannot import it back without an import circle.
 */
export function contributeToPatientRecord(contribution: PatientRecordContribution) {
  if (!contributions.includes(contribution)) contributions.push(contribution)
}

export async function contributedResources(reader: ExportReader, patientId: string, patientReference: string) {
  return (await Promise.all(contributions.map((c) => c(reader, patientId, patientReference)))).flat()
}
