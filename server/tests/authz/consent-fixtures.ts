import { CONSENT_DOCUMENTS } from '#modules/consent/contracts/consent-documents'
import type { Caller, Cast } from './cast.js'

const TELEMEDICINE = { kind: 'TELEMEDICINE', version: CONSENT_DOCUMENTS.TELEMEDICINE.version }

/**
 * POST /api/consents: a patient caller first withdraws their telemedicine consent if it is in
 * force, so giving it is a new entry (201) however often the matrix runs.
 */
export async function giveConsentRequest(c: Cast, caller: Caller) {
  if (caller === 'patientA' || caller === 'patientB') {
    const client = c.accounts[caller].client
    const active = (await client.get('/api/consents')).body?.status?.TELEMEDICINE?.activeEntryId
    if (active) await client.post(`/api/consents/${active}/withdraw`)
  }
  return { path: '/api/consents', body: TELEMEDICINE }
}

/** POST /api/consents/:id/withdraw on patient A's SATUSEHAT consent, given afresh for each cell. */
export async function withdrawConsentOfA(c: Cast) {
  const a = c.accounts.patientA.client
  const given = await a.post('/api/consents', { kind: 'SATUSEHAT', version: CONSENT_DOCUMENTS.SATUSEHAT.version })
  return { path: `/api/consents/${given.body.entryId}/withdraw` }
}
