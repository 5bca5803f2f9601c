import { nameUuid, urnOf } from './ids.js'
import { patientResource } from './participants.js'
import type { FhirExportConfig } from './systems.js'
import type { BundleEntry, ExportPatient, FhirBundle } from './types.js'
import type { VisitBundle } from './visit-bundle.js'

/**
 * A patient's whole record as one `collection` Bundle (their right of access, UU 27/2022): the
 * Patient, then every finalised visit's resources; a practitioner seen in several visits appears
 * once. Entries keep the visits' fullUrls, so the references between them still resolve.
 */
export function patientRecordBundle(patient: ExportPatient, visits: VisitBundle[], config: FhirExportConfig, at: Date): FhirBundle {
  const patientEntry: BundleEntry = {
    fullUrl: urnOf(nameUuid(`patient/${patient.id}`)),
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
  return { resourceType: 'Bundle', type: 'collection', timestamp: at.toISOString(), entry: entries }
}
