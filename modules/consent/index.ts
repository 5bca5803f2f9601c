import type { ModuleDefinition } from '#modules/kernel/index'
import { consentRoutes } from './http/routes.js'
import { consentMessages } from './messages.js'

/**
 * Consent: the patient's append-only consent ledger (terms and privacy, telemedicine, sending data
 * to SATUSEHAT), each entry versioned and an event (UU 27/2022; docs/product.md#consent-ledger).
 */
export const consentModule: ModuleDefinition = {
  name: 'consent',
  http: consentRoutes,
  messages: consentMessages,
  consumers: [],
}

/**
 * Is this user's consent of `kind` in force right now? (Its newest ledger entry gives it; a
 * withdrawal answers false from its commit.) Pass a transaction to read inside it.
 */
export { hasActiveConsent } from './queries/ledger.js'
export { recordRegistrationConsent } from './commands/give-consent.js'
export { CONSENT_DOCUMENTS, CONSENT_KINDS } from './contracts/consent-documents.js'
export type { ConsentKind } from './contracts/consent-documents.js'
