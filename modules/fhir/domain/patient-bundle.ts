import { nameUuid, urnOf } from './ids.js'
import { patientResource } from './participants.js'
import type { FhirExportConfig } from './systems.js'
import type { BundleEntry, ExportPatient, FhirBundle, FhirResource } from './types.js'
import type { VisitBundle } from './visit-bundle.js'

/** The fullUrl of the Patient entry: what the Bundle's other resources reference. */
export const patientFullUrl = (patientId: string) => urnOf(nameUuid(`patient/${patientId}`))

/**
 * A patient's whole record as one `collection` Bundle (their right of access, UU 27/2022): the
 * Patient, then every finalised visit's resources; a practitioner seen in several visits appears
 * once. Entries keep the visits' fullUrls, so the references between them still resolve. `others`
 * (resources of other modules, e.g. intake QuestionnaireResponses, each with an id) come last.
 */
export function patientRecordBundle(
  patient: ExportPatient,
  visits: VisitBundle[],
  config: FhirExportConfig,
  at: Date,
  others: FhirResource[] = []
): FhirBundle {
  const patientEntry: BundleEntry = {
    fullUrl: patientFullUrl(patient.id),
    resource: patientResource(patient, config),
  }
  const seen = new Set([patientEntry.fullUrl])
  const entries: BundleEntry[] = [patientEntry]
  for (const visit of visits) {
    for (const { fullUrl, resource } of visit.bundle.entry) {
      if (seen.has(fullUrl)) continue
      seen.add(fullUrl)
      entries.push({ fullUrl, resource })
    }
  }
  for (const resource of others) {
    entries.push({ fullUrl: urnOf(nameUuid(`${resource.resourceType}/${String(resource.id)}`)), resource })
  }
  return { resourceType: 'Bundle', type: 'collection', timestamp: at.toISOString(), entry: entries }
}
