import { CONSENT_DOCUMENTS, type ConsentKind } from '../contracts/consent-documents.js'

/** The body of POST /api/consents giving the current version of `kind` (suites outside the module). */
export const consentBody = (kind: ConsentKind) => ({ kind, version: CONSENT_DOCUMENTS[kind].version })
