import { hasActiveConsent } from '#modules/consent/index'
import { visitBundleForRecord, InvalidFhirError } from '#modules/fhir/index'
import { DomainError } from '#modules/kernel/index'
import type { ExchangePorts } from './ports.js'
import { ExchangeError } from './fhir-client.js'
import { BUNDLE_INVALID_REASON, RECORD_GONE_REASON, RECORD_NOT_FINAL_REASON } from './names.js'

/**
 * The visit Bundle of a record from the fhir module's export. What retrying cannot change ends the
 * row at once (DEAD, a dead letter, an admin may send it again): a record that no longer exists
 * (404), a record that is not FINAL (409: only finalised records are queued, so this is a record
 * reopened after queueing), or a Bundle that fails R4 validation (the same data fails again).
 * Anything else (the database briefly away, a profile read failing) is retried with back-off.
 */
export async function exportedVisitBundle(recordId: string) {
  try {
    return (await visitBundleForRecord(recordId)).bundle
  } catch (error) {
    if (error instanceof DomainError && error.status === 404) throw new ExchangeError(RECORD_GONE_REASON, false)
    if (error instanceof DomainError && error.status === 409) throw new ExchangeError(RECORD_NOT_FINAL_REASON, false)
    if (error instanceof InvalidFhirError) throw new ExchangeError(`${BUNDLE_INVALID_REASON}: ${error.message}`.slice(0, 500), false)
    throw error
  }
}

/**
 * The exchange's ports wired to the other modules' doors: the patient's SATUSEHAT consent from
 * the consent ledger, and the visit Bundle from the fhir module's export.
 */
export const doorPorts: ExchangePorts = {
  visitBundle: exportedVisitBundle,
  consentActive: ({ patientUserId }) => hasActiveConsent(patientUserId, 'SATUSEHAT'),
}
