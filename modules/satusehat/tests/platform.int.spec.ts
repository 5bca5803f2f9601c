import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { missingService } from '../../../server/tests/helpers/services.mjs'
import { bootApp, resetDatabase } from '../../../server/tests/helpers/app.mjs'
import { registerAccount, type Account as AdminAccount } from '../../../server/tests/helpers/accounts.js'
import { eventually } from '../../../server/tests/helpers/http-client.js'
import { validNik } from '../../../server/tests/helpers/patient-profile.js'
import { book, newPatient, newProvider, setStatus, type Account } from '../../records/tests/fixtures.js'
import { countByIdentifier, encounterSystem, fhirBaseUrl, fhirGet, fhirSearch, NIK_SYSTEM, startTokenServer } from './support.js'
import { seedClinic, seedIndex } from './platform-support.js'
import { PLAYBOOK_ENCOUNTER, PLAYBOOK_OBSERVATION, shapeOf } from '../../fhir/tests/bundle-fixtures.js'

/**
 * SATUSEHAT for real (issue 21) against the local HAPI server playing the national platform: its
 * patient and practitioner indexes, the clinic's Organization and registered Location are seeded;
 * the app's own door looks the IHS numbers up there by NIK (real HTTP), builds the playbook's
 * Bundle, checks the platform rules and sends it; every resource is read back by the IHS
 * references. Skipped when FHIR_BASE_URL is not set (plain npm test).
 */
const run = `${Date.now().toString(36)}${Math.floor(Math.random() * 1000)}`
const ORG = `org-${run}`
const LOCATION = `lok-${run}`
const LOCATION_NAME = 'Layanan Telekonsultasi TeleRawat'

let server: Awaited<ReturnType<typeof bootApp>>
let tokens: Awaited<ReturnType<typeof startTokenServer>>
let satusehat: any
let worker: any
let env: { set(key: string, value: string): void }
let admin: AdminAccount
let provider: Account
let providerIhs: string
/** The Bundle the app's door built for each record, as it went to the server (the last one per record). */
const sentBundles = new Map<string, any>()

const coding = {
  primaryDiagnosis: { system: 'icd10', code: 'I10', display: 'x' },
  secondaryDiagnoses: [{ system: 'icd10', code: 'E11.9', display: 'x' }],
  nursingDiagnosis: { system: 'sdki', code: 'D.0077', display: 'x' },
  nursingOutcomes: [{ system: 'slki', code: 'L.08066', display: 'x', expectation: 'MENURUN', targetScore: 4 }],
  nursingInterventions: [{ system: 'siki', code: 'I.08238', display: 'x' }],
}

function configure() {
  const values: Record<string, string> = {
    SATUSEHAT_FHIR_BASE_URL: fhirBaseUrl!,
    SATUSEHAT_AUTH_URL: tokens.tokenUrl,
    SATUSEHAT_CLIENT_ID: 'telerawat-uji',
    SATUSEHAT_CLIENT_SECRET: 'rahasia-uji',
    SATUSEHAT_ORGANIZATION_ID: ORG,
  }
  for (const [k, v] of Object.entries(values)) env.set(k, v)
}

const rowOf = (recordId: string) => server.db.from('satusehat_exchanges').where('record_id', recordId).first()
const nikOf = async (table: 'patient_profiles' | 'provider_profiles', id: string) =>
  (await server.db.from(table).where('id', id).first()).nik as string

async function consentingPatient(name: string): Promise<Account> {
  const patient = await newPatient(server.url, { fullName: name })
  const { CONSENT_DOCUMENTS } = await server.import('#modules/consent/index')
  const res = await patient.client.post('/api/consents', { kind: 'SATUSEHAT', version: CONSENT_DOCUMENTS.SATUSEHAT.version })
  expect([200, 201], res.text).toContain(res.status)
  return patient
}

/** A session held, coded and ended (the record is finalised and queued); returns the record id. */
async function codedVisit(patient: Account, by = provider): Promise<string> {
  const appointment = await book(patient, by, { complaint: 'Kepala pusing' })
  const saved = await by.client.request('PUT', `/api/consultations/${appointment.id}/record`, {
    chiefComplaint: 'Kepala pusing, tengkuk berat',
    vitalSigns: { bloodPressure: '150/95', pulse: 90, temperature: 36.8 },
    coding,
  })
  expect(saved.status, saved.text).toBe(201)
  expect((await setStatus(by, appointment.id, 'COMPLETED')).status).toBe(200)
  await eventually(() => rowOf(saved.body.id), 15_000)
  return saved.body.id as string
}

/** Drains the door's worker until the record leaves PENDING (or `until` holds). */
async function settle(recordId: string, until = (row: any) => row.status !== 'PENDING') {
  return eventually(async () => {
    await worker.drain()
    const row = await rowOf(recordId)
    return until(row) && row
  }, 30_000)
}

beforeAll(async () => {
  if (!fhirBaseUrl) return
  tokens = await startTokenServer()
  server = await bootApp()
  await resetDatabase(server.db)
  satusehat = await server.import('#modules/satusehat/index')
  env = (await server.import('#start/env')).default
  await satusehat.exchangeWorker()?.stop() // this suite drives the door's worker itself
  const logger = (await server.app.container.make('logger')) as any
  worker = new satusehat.ExchangeWorker(
    {
      db: server.db,
      logger,
      oauth: new satusehat.OAuthClient(10_000),
      // the real door, its Bundle kept to compare with the playbook's example
      ports: {
        ...satusehat.doorPorts,
        visitBundle: async (recordId: string, ctx: unknown) => {
          const prepared = await satusehat.doorPorts.visitBundle(recordId, ctx)
          sentBundles.set(recordId, prepared.bundle)
          return prepared
        },
      },
    },
    { ...satusehat.workerOptions(), maxAttempts: 3, baseDelayMs: 300, maxDelayMs: 600, httpTimeoutMs: 20_000 }
  )
  await seedClinic(ORG, LOCATION, LOCATION_NAME)
  admin = await registerAccount(server.url, 'ADMIN')
  const settings = await admin.client.patch('/api/admin/settings', {
    fhirOrganizationId: ORG,
    satusehatLocationId: LOCATION,
    satusehatLocationName: LOCATION_NAME,
  })
  expect(settings.status, settings.text).toBe(200)
  provider = await newProvider(server.url, { displayName: 'Ns. Rahmat Hidayat' })
  const nik = validNik('1985-03-10', 'Laki-laki')
  const added = await provider.client.patch('/api/profile', { nik })
  expect(added.status, added.text).toBe(200)
  expect(added.body.nik).toBe(nik)
  providerIhs = await seedIndex('Practitioner', nik, 'Ns. Rahmat Hidayat')
  configure()
}, 180_000)
afterAll(async () => {
  for (const k of [
    'SATUSEHAT_FHIR_BASE_URL',
    'SATUSEHAT_AUTH_URL',
    'SATUSEHAT_CLIENT_ID',
    'SATUSEHAT_CLIENT_SECRET',
    'SATUSEHAT_ORGANIZATION_ID',
  ])
    env?.set(k, '')
  await server?.stop()
  await tokens?.stop()
})

describe.skipIf(missingService('fhir'))('SATUSEHAT for real: the local HAPI server as the national platform', () => {
  it('looks the patient and the health worker up by NIK, sends the playbook’s Bundle, and every resource reads back by the IHS references', async () => {
    const patient = await consentingPatient('Dewi Terkode')
    const patientIhs = await seedIndex('Patient', await nikOf('patient_profiles', patient.profileId), 'Dewi Terkode')
    const recordId = await codedVisit(patient)
    const row = await settle(recordId)
    expect(row.status, row.last_error).toBe('SENT')

    // looked up by real HTTP against the index and cached with when
    const cached = await server.db.from('satusehat_ihs_numbers').orderBy('kind')
    expect(cached.map((c: any) => [c.kind, c.ihs_number])).toEqual([
      ['Patient', patientIhs],
      ['Practitioner', providerIhs],
    ])
    expect(cached.every((c: any) => c.looked_up_at instanceof Date)).toBe(true)
    // the people are read, never written: one Patient per NIK, the index's
    const nik = await nikOf('patient_profiles', patient.profileId)
    expect(await countByIdentifier('Patient', NIK_SYSTEM, nik)).toBe(1)
    expect((row.server_ids as any[]).map((r) => r.resourceType)).not.toContain('Patient')

    const [encounter] = await fhirSearch(`Encounter?identifier=${encodeURIComponent(`${encounterSystem(ORG)}|${recordId}`)}`)
    expect(encounter).toMatchObject({
      status: 'finished',
      class: { code: 'AMB' },
      classHistory: [{ class: { code: 'AMB' } }],
      // playbook v6.3's Tipe Pelayanan: the provider registered as a Perawat (providerPayload)
      serviceType: { coding: [{ system: 'http://terminology.hl7.org/CodeSystem/service-type', code: '59', display: 'Nursing' }] },
      subject: { reference: `Patient/${patientIhs}` },
      participant: [{ individual: { reference: `Practitioner/${providerIhs}` } }],
      location: [{ location: { reference: `Location/${LOCATION}`, display: LOCATION_NAME } }],
      serviceProvider: { reference: `Organization/${ORG}` },
      hospitalization: { dischargeDisposition: { coding: [{ code: 'home' }] } },
    })
    expect(encounter.statusHistory.map((s: any) => s.status)).toEqual(['arrived', 'in-progress', 'finished'])
    expect(encounter.period.start).toMatch(/\+00:00$/)
    // the references resolve on the platform: the index's Patient and Practitioner, the Location
    for (const ref of [encounter.subject.reference, encounter.participant[0].individual.reference, `Location/${LOCATION}`]) {
      expect((await fhirGet(ref)).status, ref).toBe(200)
    }

    // the Bundle that went out has the playbook example's shape, element by element
    const sent = sentBundles.get(recordId).entry.map((e: any) => e.resource)
    const playbookEncounter = shapeOf(PLAYBOOK_ENCOUNTER) as Record<string, unknown>
    const sentEncounter = shapeOf(sent.find((r: any) => r.resourceType === 'Encounter')) as Record<string, unknown>
    for (const [element, shape] of Object.entries(playbookEncounter)) expect(sentEncounter[element], element).toEqual(shape)
    expect(Object.keys(sentEncounter).sort()).toEqual(Object.keys(playbookEncounter).sort())
    const sentDiastolic = shapeOf(sent.find((r: any) => r.code?.coding?.[0]?.code === '8462-4')) as Record<string, unknown>
    for (const [element, shape] of Object.entries(shapeOf(PLAYBOOK_OBSERVATION) as Record<string, unknown>)) {
      expect(sentDiastolic[element], element).toEqual(shape)
    }

    const byEncounter = (type: string) => fhirSearch(`${type}?encounter=Encounter/${encounter.id}`)
    const observations = await byEncounter('Observation')
    expect(observations.map((o) => o.code.coding[0].code).sort()).toEqual(['8310-5', '8462-4', '8480-6', '8867-4'])
    const systolic = observations.find((o) => o.code.coding[0].code === '8480-6')
    expect(systolic.valueQuantity).toMatchObject({ value: 150, code: 'mm[Hg]' })
    expect(observations.every((o) => o.subject.reference === `Patient/${patientIhs}`)).toBe(true)
    expect(observations.every((o) => o.performer[0].reference === `Practitioner/${providerIhs}`)).toBe(true)
    const conditions = await byEncounter('Condition')
    expect(conditions.map((c) => `${c.code.coding[0].system}|${c.code.coding[0].code}`).sort()).toEqual([
      'http://hl7.org/fhir/sid/icd-10|E11.9',
      'http://hl7.org/fhir/sid/icd-10|I10',
    ])
    // the nursing process stays local: nothing under a telerawat.id system reached the platform
    expect(await fhirSearch(`Goal?subject=Patient/${patientIhs}`)).toHaveLength(0)
    expect(await fhirSearch(`Procedure?subject=Patient/${patientIhs}`)).toHaveLength(0)

    const status = await provider.client.get(`/api/medical-records/${recordId}/satusehat`)
    expect(status.body).toMatchObject({ status: 'SENT', resendPending: false })
    expect(status.body.sends).toHaveLength(1)
    expect(status.body.sends[0].kind).toBe('CREATE')
    expect(status.body.localOnly.map((i: any) => `${i.kind} ${i.code}`)).toEqual(['SDKI D.0077', 'SLKI L.08066', 'SIKI I.08238'])

    // a correction goes once more as an update of the same resources (same identifiers)
    const pulse = observations.find((o) => o.code.coding[0].code === '8867-4')
    const corrected = await provider.client.patch(`/api/medical-records/${recordId}`, {
      vitalSigns: { bloodPressure: '150/95', pulse: 96, temperature: 36.8 },
    })
    expect(corrected.status, corrected.text).toBe(200)
    await eventually(async () => (await rowOf(recordId)).resend === true, 15_000)
    const resent = await settle(recordId, (r) => r.status === 'SENT' && !r.resend)
    expect(resent.sends.map((s: any) => s.kind)).toEqual(['CREATE', 'UPDATE'])
    expect((await fhirGet(`Observation/${pulse.id}`)).body.valueQuantity.value).toBe(96)
    expect(await countByIdentifier('Encounter', encounterSystem(ORG), recordId)).toBe(1)
    expect(await byEncounter('Observation')).toHaveLength(4)
    expect(await worker.drain()).toBe(0) // once
    const detail = await provider.client.get(`/api/medical-records/${recordId}/satusehat`)
    expect(detail.body.sends.map((s: any) => s.kind)).toEqual(['CREATE', 'UPDATE'])
  })

  it('a patient absent from the index waits as "Pasien belum terdaftar di SATUSEHAT" and is sent after the index gains them and the profile changes', async () => {
    const patient = await consentingPatient('Budi Belum Terdaftar')
    const recordId = await codedVisit(patient)
    const row = await settle(recordId)
    expect(row).toMatchObject({ status: 'UNREGISTERED', blocked_on: 'PATIENT' })
    expect(row.last_error).toContain('Pasien belum terdaftar di SATUSEHAT')
    const queue = await admin.client.get('/api/admin/fhir-exchange?status=UNREGISTERED')
    expect(queue.status, queue.text).toBe(200)
    const item = queue.body.items.find((i: any) => i.recordId === recordId)
    expect(item).toMatchObject({ status: 'UNREGISTERED', blockedOn: 'PATIENT' })
    expect(item.lastError).toContain('Pasien belum terdaftar di SATUSEHAT')

    // the index gains the patient: no timer loop sends it, the profile's change does
    const nik = await nikOf('patient_profiles', patient.profileId)
    const ihs = await seedIndex('Patient', nik, 'Budi Belum Terdaftar')
    expect(await worker.drain()).toBe(0)
    expect((await rowOf(recordId)).status).toBe('UNREGISTERED')
    const changed = await patient.client.patch('/api/profile', { occupation: 'Guru' })
    expect(changed.status, changed.text).toBe(200)
    const sent = await settle(recordId, (r) => r.status !== 'UNREGISTERED' && r.status !== 'PENDING')
    expect(sent.status, sent.last_error).toBe('SENT')
    const [encounter] = await fhirSearch(`Encounter?identifier=${encodeURIComponent(`${encounterSystem(ORG)}|${recordId}`)}`)
    expect(encounter.subject.reference).toBe(`Patient/${ihs}`)
  })

  it('a health worker without a NIK waits as "Tenaga kesehatan belum terdaftar" until they add it to their profile', async () => {
    const nurse = await newProvider(server.url, { displayName: 'Ns. Tanpa NIK' })
    const patient = await consentingPatient('Sari Pasien')
    await seedIndex('Patient', await nikOf('patient_profiles', patient.profileId), 'Sari Pasien')
    const recordId = await codedVisit(patient, nurse)
    const row = await settle(recordId)
    expect(row).toMatchObject({ status: 'UNREGISTERED', blocked_on: 'PRACTITIONER' })
    expect(row.last_error).toContain('Tenaga kesehatan belum terdaftar')
    const nik = validNik('1992-07-01', 'Perempuan')
    const ihs = await seedIndex('Practitioner', nik, 'Ns. Tanpa NIK')
    expect((await nurse.client.patch('/api/profile', { nik })).status).toBe(200)
    const sent = await settle(recordId, (r) => r.status !== 'UNREGISTERED' && r.status !== 'PENDING')
    expect(sent.status, sent.last_error).toBe('SENT')
    const [encounter] = await fhirSearch(`Encounter?identifier=${encodeURIComponent(`${encounterSystem(ORG)}|${recordId}`)}`)
    expect(encounter.participant[0].individual.reference).toBe(`Practitioner/${ihs}`)
  })

  it('cannot run while the Location is missing or the organization differs from the client’s; the summary says why', async () => {
    const off = await admin.client.patch('/api/admin/settings', { satusehatLocationId: '', fhirOrganizationId: 'org-lain' })
    expect(off.status, off.text).toBe(200)
    try {
      const summary = await admin.client.get('/api/admin/fhir-exchange/summary')
      expect(summary.body).toMatchObject({ configured: false, location: null })
      expect(summary.body.blockers.sort()).toEqual(['LOCATION_MISSING', 'ORGANIZATION_MISMATCH'])
      const patient = await consentingPatient('Rina Menunggu')
      const recordId = await codedVisit(patient)
      expect(await worker.drain()).toBe(0)
      expect((await provider.client.get(`/api/medical-records/${recordId}/satusehat`)).body.status).toBe('WAITING_CONFIG')
    } finally {
      await admin.client.patch('/api/admin/settings', { satusehatLocationId: LOCATION, fhirOrganizationId: ORG })
    }
    const back = await admin.client.get('/api/admin/fhir-exchange/summary')
    expect(back.body).toMatchObject({ configured: true, blockers: [], location: { id: LOCATION, name: LOCATION_NAME } })
  })

  it('a record the export cannot give (a draft: 409, unknown: 404) fails at once with a reason, and is not retried', async () => {
    const patient = await consentingPatient('Agus Draf')
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
    await worker.drain()
    const notFinal = await rowOf(draft.body.id)
    expect(notFinal).toMatchObject({ status: 'DEAD', attempts: 1 })
    expect(notFinal.last_error).toContain('belum final')
    const gone = await rowOf(unknown)
    expect(gone).toMatchObject({ status: 'DEAD', attempts: 1 })
    expect(gone.last_error).toContain('tidak ditemukan')
    expect(await worker.drain()).toBe(0)
  })
})
