import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest'
import { missingService } from '../../../server/tests/helpers/services.mjs'
import { bootApp, resetDatabase } from '../../../server/tests/helpers/app.mjs'
import { registerAccount, type Account as AdminAccount } from '../../../server/tests/helpers/accounts.js'
import { eventually } from '../../../server/tests/helpers/http-client.js'
import { book, newPatient, newProvider, type Account } from '../../records/tests/fixtures.js'
import {
  countByIdentifier,
  encounterSystem,
  ensureOrganization,
  fhirBaseUrl,
  fhirGet,
  sampleVisitBundle,
  startTokenServer,
} from './support.js'

/**
 * The exchange against a real FHIR R4 server (HAPI FHIR JPA, scripts/services/fhir.sh start) and a
 * real OAuth2 token server (oauth2-mock-server). Skipped when FHIR_BASE_URL is not set (plain npm test).
 */
const ORG = 'org-uji-telerawat'
const CLOSED_PORT_URL = 'http://127.0.0.1:9/fhir' // discard port: nothing listens there

let server: Awaited<ReturnType<typeof bootApp>>
let tokens: Awaited<ReturnType<typeof startTokenServer>>
let satusehat: any
let patient: Account
let provider: Account
let otherProvider: Account
let admin: AdminAccount
const bundles = new Map<string, ReturnType<typeof sampleVisitBundle>>()
let worker: any

const SETTINGS = [
  'SATUSEHAT_FHIR_BASE_URL',
  'SATUSEHAT_AUTH_URL',
  'SATUSEHAT_CLIENT_ID',
  'SATUSEHAT_CLIENT_SECRET',
  'SATUSEHAT_ORGANIZATION_ID',
]
let env: { set(key: string, value: string): void } | undefined
/** The exchange's settings as an operator sets them (read by the module at the moment of use). */
function configure(baseUrl = fhirBaseUrl!) {
  const values = [baseUrl, tokens.tokenUrl, 'telerawat-uji', 'rahasia-uji', ORG]
  SETTINGS.forEach((key, i) => env!.set(key, values[i]))
}
/** An empty value is unset: the exchange is disabled again. */
function unconfigure() {
  for (const key of SETTINGS) env?.set(key, '')
}

/** A finalised record (POST /api/medical-records is FINAL at once) and its queue row. */
async function finalisedRecord(forPatient = patient, icd10 = 'J06.9') {
  const res = await provider.client.post('/api/medical-records', {
    patientId: forPatient.profileId,
    chiefComplaint: 'Batuk pilek',
    primaryDiagnosis: `${icd10} ISPA`,
    notes: 'Kontrol bila demam',
  })
  expect(res.status, res.text).toBe(201)
  const recordId = res.body.id as string
  bundles.set(
    recordId,
    sampleVisitBundle({
      recordId,
      nik: `3171${String(Date.now()).slice(-12)}`,
      org: ORG,
      visitDate: res.body.visitDate,
      icd10,
      display: 'ISPA',
    })
  )
  const row = await eventually(() => server.db.from('satusehat_exchanges').where('record_id', recordId).first(), 10_000)
  return { recordId, row }
}

/** The patient consents to sending their data to SATUSEHAT (consent ledger); returns the entry id. */
async function giveSatusehatConsent(account: Account): Promise<string> {
  const { CONSENT_DOCUMENTS } = await server.import('#modules/consent/index')
  const res = await account.client.post('/api/consents', { kind: 'SATUSEHAT', version: CONSENT_DOCUMENTS.SATUSEHAT.version })
  expect([200, 201], res.text).toContain(res.status)
  return res.body.entryId
}

const rowOf = (recordId: string) => server.db.from('satusehat_exchanges').where('record_id', recordId).first()

beforeAll(async () => {
  if (!fhirBaseUrl) return
  tokens = await startTokenServer()
  server = await bootApp()
  await resetDatabase(server.db)
  satusehat = await server.import('#modules/satusehat/index')
  env = (await server.import('#start/env')).default
  // The app's own worker sends through the other modules' doors; this suite drives its own worker.
  await satusehat.exchangeWorker()?.stop()
  const options = { ...satusehat.workerOptions(), maxAttempts: 3, baseDelayMs: 300, maxDelayMs: 600, httpTimeoutMs: 20_000 }
  const logger = (await server.app.container.make('logger')) as any
  worker = new satusehat.ExchangeWorker(
    {
      db: server.db,
      logger,
      oauth: new satusehat.OAuthClient(10_000),
      ports: {
        visitBundle: async (recordId: string) => ({ bundle: bundles.get(recordId) }),
        consentActive: satusehat.doorPorts.consentActive, // the consent ledger's door
      },
    },
    options
  )
  patient = await newPatient(server.url, { fullName: 'Siti Aminah' })
  await giveSatusehatConsent(patient)
  provider = await newProvider(server.url, { displayName: 'Ns. Rahmat' })
  await book(patient, provider) // the provider treats the patient: they may write records
  otherProvider = await newProvider(server.url, { displayName: 'Ns. Lain' })
  admin = await registerAccount(server.url, 'ADMIN')
  // The export names the clinic's Organization (clinic settings) in Encounter.serviceProvider: the
  // same id as the exchange's, and it must exist on the receiving server (SATUSEHAT holds it already).
  // The exchange runs only with a registered Location (Encounter.location is mandatory at SATUSEHAT).
  const settings = await admin.client.patch('/api/admin/settings', {
    fhirOrganizationId: ORG,
    satusehatLocationId: 'lokasi-uji',
    satusehatLocationName: 'Layanan Telekonsultasi',
  })
  expect(settings.status, settings.text).toBe(200)
  await ensureOrganization(ORG)
}, 120_000)
afterAll(async () => {
  unconfigure()
  await server?.stop()
  await tokens?.stop()
})
beforeEach(() => configure())

describe.skipIf(missingService('fhir'))('SATUSEHAT exchange against a local HAPI FHIR R4 server', () => {
  it('is disabled until configured: the record waits ("Menunggu konfigurasi") and nothing is claimed', async () => {
    unconfigure()
    const { recordId, row } = await finalisedRecord()
    expect(row.status).toBe('PENDING')
    expect(await worker.drain()).toBe(0)
    const res = await provider.client.get(`/api/medical-records/${recordId}/satusehat`)
    expect(res.status, res.text).toBe(200)
    expect(res.body).toMatchObject({ recordId, status: 'WAITING_CONFIG', attempts: 0 })
    configure()
    expect((await provider.client.get(`/api/medical-records/${recordId}/satusehat`)).body.status).toBe('PENDING')
  })

  it('sends the Bundle as a transaction; the server holds the same resources; the token is fetched once and cached', async () => {
    const { recordId } = await finalisedRecord(patient, 'J18.9')
    const before = tokens.requests()
    await worker.drain() // also sends the record of the first test
    const row = await rowOf(recordId)
    expect(row.status, row.last_error).toBe('SENT')
    expect(tokens.requests() - before).toBe(1) // two POSTs, one token
    const sent = bundles.get(recordId)!
    const ids = row.server_ids as Array<{ resourceType: string; id: string }>
    expect(ids.map((r) => r.resourceType)).toEqual(['Patient', 'Encounter', 'Condition'])
    // Read each resource back and compare it with what was sent.
    const [patientId, encounterId] = [ids[0].id, ids[1].id]
    for (const [i, { resourceType, id }] of ids.entries()) {
      const { status, body } = await fhirGet(`${resourceType}/${id}`)
      expect(status).toBe(200)
      const expected = structuredClone(sent.entry[i].resource) as any
      if (expected.subject) expected.subject = { reference: `Patient/${patientId}` }
      if (expected.encounter) expected.encounter = { reference: `Encounter/${encounterId}` }
      expect(body).toMatchObject(expected)
    }
    const status = await provider.client.get(`/api/medical-records/${recordId}/satusehat`)
    expect(status.body).toMatchObject({ status: 'SENT', attempts: 1, lastError: null })
    expect(status.body.resources).toEqual(ids)
    expect(status.body.sentAt).toBeTruthy()
  })

  it('never sends a record twice: a redelivered event queues nothing, and a repeated POST creates nothing new', async () => {
    const { recordId } = await finalisedRecord()
    await worker.drain()
    const sent = await rowOf(recordId)
    expect(sent.status).toBe('SENT')
    // Redelivery past the inbox: the consumer's handler runs again on the same event.
    const consumer = satusehat.satusehatModule.consumers[0]
    const event = await server.db.from('event_log').where({ type: 'MedicalRecordCreated', aggregate_id: recordId }).first()
    const envelope = {
      ...event,
      aggregateId: event.aggregate_id,
      position: String(event.position),
      occurredAt: new Date(event.occurred_at).toISOString(),
    }
    await server.db.transaction((trx: any) => consumer.handlers.MedicalRecordCreated(envelope, trx))
    expect(await server.db.from('satusehat_exchanges').where('record_id', recordId).count('* as n')).toEqual([{ n: '1' }])
    expect(await worker.drain()).toBe(0)
    // A worker that died after the POST and before marking SENT sends again: the conditional
    // creates (ifNoneExist on identifiers) find the resources instead of creating copies.
    await server.db.from('satusehat_exchanges').where('record_id', recordId).update({ status: 'PENDING', server_ids: null })
    expect(await worker.drain()).toBe(1)
    const again = await rowOf(recordId)
    expect(again.status).toBe('SENT')
    expect(again.server_ids).toEqual(sent.server_ids)
    expect(await countByIdentifier('Encounter', encounterSystem(ORG), recordId)).toBe(1)
  })

  it('retries with back-off while the server is down, then goes to dead letters; an admin retry sends it', async () => {
    configure(CLOSED_PORT_URL)
    const { recordId } = await finalisedRecord()
    await worker.drain()
    let row = await rowOf(recordId)
    expect(row).toMatchObject({ status: 'PENDING', attempts: 1 })
    expect(row.last_error).toContain('Server FHIR tidak dapat dihubungi')
    expect((await provider.client.get(`/api/medical-records/${recordId}/satusehat`)).body.status).toBe('RETRYING')
    row = await eventually(async () => {
      await worker.drain()
      const r = await rowOf(recordId)
      return r.status === 'DEAD' && r
    }, 10_000)
    expect(row.attempts).toBe(3)
    const letter = await server.db
      .from('dead_letters')
      .where({ consumer: 'satusehat.fhir-exchange', event_id: row.source_event_id })
      .first()
    expect(letter).toMatchObject({ event_type: 'MedicalRecordCreated', attempts: 3 })
    const status = await provider.client.get(`/api/medical-records/${recordId}/satusehat`)
    expect(status.body).toMatchObject({ status: 'FAILED', attempts: 3 })
    expect(status.body.lastError).toContain('Server FHIR tidak dapat dihubungi')

    const failed = await admin.client.get('/api/admin/fhir-exchange?status=FAILED')
    expect(failed.status, failed.text).toBe(200)
    expect(failed.body.items.map((i: any) => i.recordId)).toContain(recordId)

    configure()
    const retry = await admin.client.post(`/api/admin/fhir-exchange/${row.id}/retry`, {})
    expect(retry.status, retry.text).toBe(200)
    expect(retry.body).toMatchObject({ status: 'PENDING', attempts: 0 })
    await worker.drain()
    expect((await rowOf(recordId)).status).toBe('SENT')
    expect((await admin.client.post(`/api/admin/fhir-exchange/${row.id}/retry`, {})).status).toBe(409)
  })

  it('a withdrawn consent stops the exchange at once: nothing reaches the server and the queue says why', async () => {
    unconfigure() // the record waits in the queue while the patient withdraws
    const other = await newPatient(server.url, { fullName: 'Budi Menarik' })
    const entryId = await giveSatusehatConsent(other)
    await book(other, provider)
    const { recordId } = await finalisedRecord(other)
    expect((await rowOf(recordId)).status).toBe('PENDING')
    const withdrawal = await other.client.post(`/api/consents/${entryId}/withdraw`, {})
    expect(withdrawal.status, withdrawal.text).toBe(201)
    // The consumer hears ConsentWithdrawn and withholds what still waits.
    await eventually(async () => (await rowOf(recordId)).status === 'WITHHELD', 10_000)
    configure()
    await worker.drain()
    expect(await rowOf(recordId)).toMatchObject({ status: 'WITHHELD' })
    expect(await countByIdentifier('Encounter', encounterSystem(ORG), recordId)).toBe(0)
    // A record finalised after the withdrawal is checked at send time and withheld too.
    const later = await finalisedRecord(other)
    await worker.drain()
    expect(await rowOf(later.recordId)).toMatchObject({ status: 'WITHHELD' })
    expect(await countByIdentifier('Encounter', encounterSystem(ORG), later.recordId)).toBe(0)
    const withheld = await admin.client.get('/api/admin/fhir-exchange?status=WITHHELD')
    expect(withheld.body.items.map((i: any) => i.recordId).sort()).toEqual([recordId, later.recordId].sort())
    const status = await provider.client.get(`/api/medical-records/${recordId}/satusehat`)
    expect(status.body).toMatchObject({ status: 'WITHHELD' })
    const summary = await admin.client.get('/api/admin/fhir-exchange/summary')
    expect(summary.body).toMatchObject({ configured: true, organizationId: ORG })
    expect(summary.body.counts.WITHHELD).toBe(2)
    expect(summary.body.counts.SENT).toBeGreaterThanOrEqual(3)
  })

  it('who may read: the record’s provider and admins; another provider 404 as for a random id (issue 24); a patient 403; bad filter 422', async () => {
    const { recordId } = await finalisedRecord()
    expect((await provider.client.get(`/api/medical-records/${recordId}/satusehat`)).status).toBe(200)
    expect((await admin.client.get(`/api/medical-records/${recordId}/satusehat`)).status).toBe(200)
    expect((await otherProvider.client.get(`/api/medical-records/${recordId}/satusehat`)).status).toBe(404)
    expect((await patient.client.get(`/api/medical-records/${recordId}/satusehat`)).status).toBe(403)
    expect((await patient.client.get('/api/admin/fhir-exchange')).status).toBe(403)
    expect((await provider.client.get('/api/medical-records/00000000-0000-4000-8000-000000000000/satusehat')).status).toBe(404)
    const bad = await admin.client.get('/api/admin/fhir-exchange?status=KIRIM')
    expect(bad.status).toBe(422)
    expect(bad.body.errors[0].field).toBe('status')
    const page = await admin.client.get('/api/admin/fhir-exchange?limit=2')
    expect(page.body.items).toHaveLength(2)
    const next = await admin.client.get(`/api/admin/fhir-exchange?limit=2&cursor=${page.body.nextCursor}`)
    expect(next.body.items[0].id).not.toBe(page.body.items[1].id)
  })
})
