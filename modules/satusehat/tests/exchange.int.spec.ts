import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest'
import { bootApp, resetDatabase } from '../../../server/tests/helpers/app.mjs'
import { registerAccount, type Account as AdminAccount } from '../../../server/tests/helpers/accounts.js'
import { eventually } from '../../../server/tests/helpers/http-client.js'
import { FIXTURE_PROFILE } from '../../../server/tests/helpers/patient-profile.js'
import { missingService } from '../../../server/tests/helpers/services.mjs'
import { book, newPatient, newProvider, setStatus, type Account } from '../../records/tests/fixtures.js'
import {
  countByIdentifier,
  encounterSystem,
  ensureOrganization,
  fhirBaseUrl,
  fhirGet,
  fhirSearch,
  NIK_SYSTEM,
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
        visitBundle: async (recordId: string) => bundles.get(recordId),
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
  const settings = await admin.client.patch('/api/admin/settings', { fhirOrganizationId: ORG })
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

  it('who may read: the record’s provider and admins; another provider 403; a patient 403; bad filter 422', async () => {
    const { recordId } = await finalisedRecord()
    expect((await provider.client.get(`/api/medical-records/${recordId}/satusehat`)).status).toBe(200)
    expect((await admin.client.get(`/api/medical-records/${recordId}/satusehat`)).status).toBe(200)
    expect((await otherProvider.client.get(`/api/medical-records/${recordId}/satusehat`)).status).toBe(403)
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

describe.skipIf(missingService('fhir'))('the real door: a coded record goes out as the fhir module’s export', () => {
  /** The worker the app runs: the consent ledger's door and the fhir module's visit Bundle. */
  let doorWorker: any
  beforeAll(async () => {
    const logger = (await server.app.container.make('logger')) as any
    doorWorker = new satusehat.ExchangeWorker(
      { db: server.db, logger, oauth: new satusehat.OAuthClient(10_000), ports: satusehat.doorPorts },
      { ...satusehat.workerOptions(), maxAttempts: 3, baseDelayMs: 300, maxDelayMs: 600, httpTimeoutMs: 20_000 }
    )
  })

  const coding = {
    primaryDiagnosis: { system: 'icd10', code: 'I10', display: 'x' },
    secondaryDiagnoses: [{ system: 'icd10', code: 'E11.9', display: 'x' }],
    nursingDiagnosis: { system: 'sdki', code: 'D.0077', display: 'x' },
    nursingOutcomes: [{ system: 'slki', code: 'L.08066', display: 'x', expectation: 'MENURUN', targetScore: 4 }],
    nursingInterventions: [
      { system: 'siki', code: 'I.08238', display: 'x' },
      { system: 'siki', code: 'I.08243', display: 'x' },
    ],
  }
  const codesOf = (resources: any[], path: (r: any) => any) =>
    resources
      .map((r) =>
        path(r)
          ?.coding?.map((c: any) => `${c.system}|${c.code}|${c.display}`)
          .join(' ')
      )
      .sort()

  it('written and finalised in the session, sent by the worker to HAPI: Patient by NIK, Encounter, Observations, Conditions, Goal and Procedures carry the same codes', async () => {
    const coded = await newPatient(server.url, { fullName: 'Dewi Terkode' })
    await giveSatusehatConsent(coded)
    const appointment = await book(coded, provider, { complaint: 'Kepala pusing' })
    const saved = await provider.client.request('PUT', `/api/consultations/${appointment.id}/record`, {
      chiefComplaint: 'Kepala pusing, tengkuk berat',
      vitalSigns: { bloodPressure: '150/95', pulse: 90, temperature: 36.8 },
      coding,
    })
    expect(saved.status, saved.text).toBe(201)
    expect(saved.body.status).toBe('DRAFT')
    const recordId = saved.body.id as string
    // A draft is not queued; the session's end finalises the record and queues it.
    expect(await rowOf(recordId)).toBeFalsy()
    expect((await setStatus(provider, appointment.id, 'COMPLETED')).status).toBe(200)
    await eventually(() => rowOf(recordId), 15_000)

    // What the export door gives for this record (validated R4), to compare with what HAPI holds.
    const fhir = await server.import('#modules/fhir/index')
    const { bundle } = await fhir.visitBundleForRecord(recordId)
    const exported = (type: string) => bundle.entry.map((e: any) => e.resource).filter((r: any) => r.resourceType === type)

    await eventually(async () => {
      await doorWorker.drain()
      return (await rowOf(recordId)).status !== 'PENDING'
    }, 30_000)
    const row = await rowOf(recordId)
    expect(row.status, row.last_error).toBe('SENT')
    const ids = row.server_ids as Array<{ resourceType: string; id: string }>
    expect(ids.map((r) => r.resourceType)).toEqual(bundle.entry.map((e: any) => e.resource.resourceType))
    const held = async (type: string) =>
      Promise.all(ids.filter((r) => r.resourceType === type).map(async (r) => (await fhirGet(`${type}/${r.id}`)).body))

    // Patient: found by the NIK of the patient's profile.
    const profile = await server.db.from('patient_profiles').where('id', coded.profileId).first()
    expect(profile.nik).toMatch(/^\d{16}$/)
    const patients = await fhirSearch(`Patient?identifier=${encodeURIComponent(`${NIK_SYSTEM}|${profile.nik}`)}`)
    expect(patients).toHaveLength(1)
    const patientRef = `Patient/${patients[0].id}`
    expect(patients[0].id).toBe(ids.find((r) => r.resourceType === 'Patient')!.id)
    expect(patients[0]).toMatchObject({ name: [{ text: 'Dewi Terkode' }], birthDate: FIXTURE_PROFILE.dob })

    // Encounter: by its identifier (the record id), the clinic's Organization as service provider.
    const encounters = await fhirSearch(`Encounter?identifier=${encodeURIComponent(`${encounterSystem(ORG)}|${recordId}`)}`)
    expect(encounters).toHaveLength(1)
    const encounter = encounters[0]
    expect(encounter).toMatchObject({
      status: 'finished',
      class: { code: 'VR' },
      subject: { reference: patientRef },
      serviceProvider: { reference: `Organization/${ORG}` },
    })
    expect(encounter.diagnosis.map((d: any) => d.rank)).toEqual([1, 2])
    const encounterRef = `Encounter/${encounter.id}`

    // Observations (LOINC vital signs), Conditions (ICD-10 and SDKI), Goal (SLKI), Procedures (SIKI):
    // the same codes, systems and names as the export, tied to the server's Patient and Encounter.
    const observations = await held('Observation')
    expect(observations).toHaveLength(3)
    expect(codesOf(observations, (o) => o.code)).toEqual(codesOf(exported('Observation'), (o) => o.code))
    expect(observations.every((o) => o.subject.reference === patientRef && o.encounter.reference === encounterRef)).toBe(true)
    expect(observations.find((o) => o.code.coding[0].code === '8867-4').valueQuantity).toMatchObject({ value: 90, code: '/min' })

    const conditions = await held('Condition')
    expect(codesOf(conditions, (c) => c.code)).toEqual(codesOf(exported('Condition'), (c) => c.code))
    expect(conditions.map((c) => c.code.coding[0].code).sort()).toEqual(['D.0077', 'E11.9', 'I10'])
    const icd = conditions.filter((c) => c.code.coding[0].system === 'http://hl7.org/fhir/sid/icd-10')
    expect(icd).toHaveLength(2)
    const catalogue = await server.db.from('terminology_concepts').where({ system: 'icd10', code: 'I10' }).first()
    expect(icd.find((c) => c.code.coding[0].code === 'I10').code.coding[0].display).toBe(catalogue.display)
    expect(conditions.every((c) => c.subject.reference === patientRef && c.encounter.reference === encounterRef)).toBe(true)
    const nursing = conditions.find((c) => c.code.coding[0].code === 'D.0077')
    expect(nursing.code.coding[0].system).toBe('https://telerawat.id/fhir/CodeSystem/sdki')
    // The Encounter's diagnoses point at the server's ICD-10 Conditions, primary first.
    const primary = icd.find((c) => c.code.coding[0].code === 'I10')
    expect(encounter.diagnosis[0].condition.reference).toBe(`Condition/${primary.id}`)

    const goals = await held('Goal')
    expect(goals).toHaveLength(1)
    expect(codesOf(goals, (g) => g.target[0].measure)).toEqual(codesOf(exported('Goal'), (g) => g.target[0].measure))
    expect(goals[0].target[0]).toMatchObject({ measure: { coding: [{ code: 'L.08066' }] }, detailInteger: 4 })
    expect(goals[0].addresses[0].reference).toBe(`Condition/${nursing.id}`)

    const procedures = await held('Procedure')
    expect(codesOf(procedures, (p) => p.code)).toEqual(codesOf(exported('Procedure'), (p) => p.code))
    expect(procedures.map((p) => p.code.coding[0].code).sort()).toEqual(['I.08238', 'I.08243'])
    expect(procedures.every((p) => p.reasonReference[0].reference === `Condition/${nursing.id}`)).toBe(true)

    // The provider sees it sent; a repeated send creates nothing new (conditional creates).
    const status = await provider.client.get(`/api/medical-records/${recordId}/satusehat`)
    expect(status.body).toMatchObject({ status: 'SENT', attempts: 1, lastError: null, resources: ids })
    await server.db.from('satusehat_exchanges').where('record_id', recordId).update({ status: 'PENDING', server_ids: null })
    await doorWorker.drain()
    expect((await rowOf(recordId)).server_ids).toEqual(ids)
    expect(await countByIdentifier('Encounter', encounterSystem(ORG), recordId)).toBe(1)
  })

  it('the clinic’s Organization must exist on the server: a Bundle naming an unknown one is refused and fails at once', async () => {
    const missing = `org-belum-ada-${Date.now()}`
    const changed = await admin.client.patch('/api/admin/settings', { fhirOrganizationId: missing })
    expect(changed.status, changed.text).toBe(200)
    try {
      const { recordId } = await finalisedRecord()
      await doorWorker.drain()
      const row = await rowOf(recordId)
      expect(row).toMatchObject({ status: 'DEAD', attempts: 1 })
      expect(row.last_error).toContain(`Organization/${missing}`)
      expect((await fhirGet(`Organization/${missing}`)).status).toBe(404) // no placeholder was made
      expect(await countByIdentifier('Encounter', encounterSystem(missing), recordId)).toBe(0)
    } finally {
      await admin.client.patch('/api/admin/settings', { fhirOrganizationId: ORG })
    }
  })

  it('a record the export cannot give (a draft: 409, unknown: 404) fails at once with a reason, and is not retried', async () => {
    const appointment = await book(patient, provider, { complaint: 'Masih berjalan' })
    const draft = await provider.client.request('PUT', `/api/consultations/${appointment.id}/record`, { coding })
    expect(draft.status, draft.text).toBe(201)
    const unknown = '00000000-0000-4000-8000-00000000a404'
    // Only FINAL records are queued: these rows stand for a record reopened or removed after queueing.
    for (const recordId of [draft.body.id, unknown]) {
      await server.db.table('satusehat_exchanges').insert({
        record_id: recordId,
        patient_id: patient.profileId,
        patient_user_id: patient.user.id,
        provider_id: provider.profileId,
        provider_user_id: provider.user.id,
        visit_date: new Date(),
        source_event_id: crypto.randomUUID(),
        source_event: JSON.stringify({ type: 'MedicalRecordUpdated' }),
      })
    }
    await doorWorker.drain()
    const notFinal = await rowOf(draft.body.id)
    expect(notFinal).toMatchObject({ status: 'DEAD', attempts: 1 })
    expect(notFinal.last_error).toContain('belum final')
    const gone = await rowOf(unknown)
    expect(gone).toMatchObject({ status: 'DEAD', attempts: 1 })
    expect(gone.last_error).toContain('tidak ditemukan')
    // dead-lettered once each, nothing left to claim
    expect(await doorWorker.drain()).toBe(0)
    const letters = await server.db
      .from('dead_letters')
      .where({ consumer: 'satusehat.fhir-exchange' })
      .whereIn('event_id', [notFinal.source_event_id, gone.source_event_id])
    expect(letters).toHaveLength(2)
    expect((await provider.client.get(`/api/medical-records/${draft.body.id}/satusehat`)).body).toMatchObject({ status: 'FAILED' })
  })
})
