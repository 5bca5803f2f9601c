import { hasActiveConsent } from '#modules/consent/index'
import type { ExchangePorts } from './ports.js'

/**
 * The exchange's ports wired to the other modules' doors: the patient's SATUSEHAT consent from
 * the consent ledger, and the visit Bundle from the fhir module's export. Until the fhir door is
 * merged, an attempt fails with a clear reason and is retried.
 */
export const doorPorts: ExchangePorts = {
  async visitBundle() {
    throw new Error('Ekspor FHIR belum tersedia (modul fhir belum terpasang)')
  },
  consentActive: ({ patientUserId }) => hasActiveConsent(patientUserId, 'SATUSEHAT'),
}
