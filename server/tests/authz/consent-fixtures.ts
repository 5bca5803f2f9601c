import { consentBody } from '../../../modules/consent/tests/support.js'
import type { Caller, Cast } from './cast.js'

const TELEMEDICINE = consentBody('TELEMEDICINE')

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
  const given = await a.post('/api/consents', consentBody('SATUSEHAT'))
  return { path: `/api/consents/${given.body.entryId}/withdraw` }
}
