import { OAuth2Server } from 'oauth2-mock-server'

/** oauth2-mock-server as the real token server SATUSEHAT's OAuth2 stands for; counts token requests. */
export async function startTokenServer() {
  const server = new OAuth2Server()
  await server.issuer.keys.generate('RS256')
  let requests = 0
  server.service.on('beforeResponse', (response: { body: Record<string, unknown> }) => {
    requests++
    response.body.expires_in = 3600
  })
  await server.start(0, '127.0.0.1')
  const tokenUrl = `${server.issuer.url}/token`
  return { tokenUrl, requests: () => requests, stop: () => server.stop() }
}

/** The FHIR base URL of the local HAPI server (scripts/services/fhir.sh), or undefined. */
export const fhirBaseUrl = process.env.FHIR_BASE_URL?.replace(/\/+$/, '')

export async function fhirGet(path: string) {
  const res = await fetch(`${fhirBaseUrl}/${path}`, { headers: { accept: 'application/fhir+json' } })
  return { status: res.status, body: (await res.json()) as any }
}

/** How many resources of `type` the server holds with this identifier. */
export async function countByIdentifier(type: string, system: string, value: string): Promise<number> {
  const { body } = await fhirGet(`${type}?identifier=${encodeURIComponent(`${system}|${value}`)}&_summary=count`)
  return body.total as number
}

export const NIK_SYSTEM = 'https://fhir.kemkes.go.id/id/nik'
export const encounterSystem = (org: string) => `http://sys-ids.kemkes.go.id/encounter/${org}`
export const conditionSystem = (org: string) => `http://sys-ids.kemkes.go.id/condition/${org}`

/**
 * A SATUSEHAT-shaped visit Bundle for the exchange tests: Patient (NIK), Encounter and one ICD-10
 * Condition, each a conditional create on its identifier. The fhir module's export replaces it
 * in the tests once its door is merged; the exchange sends whatever Bundle it is given.
 */
export function sampleVisitBundle(input: {
  recordId: string
  nik: string
  org: string
  visitDate: string
  icd10: string
  display: string
}) {
  const patient = `urn:uuid:${crypto.randomUUID()}`
  const encounter = `urn:uuid:${crypto.randomUUID()}`
  const condition = `urn:uuid:${crypto.randomUUID()}`
  const end = new Date(new Date(input.visitDate).getTime() + 30 * 60_000).toISOString()
  return {
    resourceType: 'Bundle',
    type: 'transaction',
    entry: [
      {
        fullUrl: patient,
        resource: { resourceType: 'Patient', identifier: [{ use: 'official', system: NIK_SYSTEM, value: input.nik }], active: true },
        request: { method: 'POST', url: 'Patient', ifNoneExist: `identifier=${NIK_SYSTEM}|${input.nik}` },
      },
      {
        fullUrl: encounter,
        resource: {
          resourceType: 'Encounter',
          identifier: [{ system: encounterSystem(input.org), value: input.recordId }],
          status: 'finished',
          class: { system: 'http://terminology.hl7.org/CodeSystem/v3-ActCode', code: 'VR', display: 'virtual' },
          subject: { reference: patient },
          period: { start: input.visitDate, end },
          statusHistory: [
            { status: 'arrived', period: { start: input.visitDate, end: input.visitDate } },
            { status: 'in-progress', period: { start: input.visitDate, end } },
            { status: 'finished', period: { start: end, end } },
          ],
        },
        request: { method: 'POST', url: 'Encounter', ifNoneExist: `identifier=${encounterSystem(input.org)}|${input.recordId}` },
      },
      {
        fullUrl: condition,
        resource: {
          resourceType: 'Condition',
          identifier: [{ system: conditionSystem(input.org), value: `${input.recordId}-1` }],
          clinicalStatus: { coding: [{ system: 'http://terminology.hl7.org/CodeSystem/condition-clinical', code: 'active' }] },
          category: [
            { coding: [{ system: 'http://terminology.hl7.org/CodeSystem/condition-category', code: 'encounter-diagnosis' }] },
          ],
          code: { coding: [{ system: 'http://hl7.org/fhir/sid/icd-10', code: input.icd10, display: input.display }] },
          subject: { reference: patient },
          encounter: { reference: encounter },
        },
        request: { method: 'POST', url: 'Condition', ifNoneExist: `identifier=${conditionSystem(input.org)}|${input.recordId}-1` },
      },
    ],
  }
}
