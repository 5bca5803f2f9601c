import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { bootApp, resetDatabase } from '../../../server/tests/helpers/app.mjs'
import { registerAccount } from '../../../server/tests/helpers/accounts.js'
import type { Client } from '../../../server/tests/helpers/http-client.js'
import { book, eventually, newPatient, newProvider, setStatus, type Account } from '../../records/tests/fixtures.js'
import { assertValidBundle, ensureDefinitions } from '../validation/r4-validator.js'

let server: Awaited<ReturnType<typeof bootApp>>
let patient: Account
let other: Account
let provider: Account
let admin: Client
let sessionRecordId: string
let appointmentId: string

const VITALS = { bloodPressure: '130/85', pulse: 76, temperature: 36.8, respiration: 18, weight: 61.5, height: 158 }
const fhirOf = (account: Account | { client: Client }, path: string) => account.client.get(path, { accept: 'application/fhir+json' })
const types = (bundle: any) => bundle.entry.map((e: any) => e.resource.resourceType)

beforeAll(async () => {
  server = await bootApp()
  await resetDatabase(server.db)
  ensureDefinitions()
  patient = await newPatient(server.url, { fullName: 'Siti Aminah' })
  other = await newPatient(server.url, { fullName: 'Budi Lain' })
  provider = await newProvider(server.url, { displayName: 'Ns. Rahmat', providerRole: 'Perawat' })
  admin = (await registerAccount(server.url, 'ADMIN')).client
  appointmentId = (await book(patient, provider, { complaint: 'Pusing' })).id
  const draft = await provider.client.request('PUT', `/api/consultations/${appointmentId}/record`, {
    vitalSigns: VITALS,
    notes: 'Sesi',
  })
  expect(draft.status, draft.text).toBe(201)
  sessionRecordId = draft.body.id
}, 60_000)
afterAll(async () => server?.stop())

describe('GET /api/medical-records/:id/fhir', () => {
  it('409 with a message while the record is a draft; nothing is audited', async () => {
    const res = await fhirOf(patient, `/api/medical-records/${sessionRecordId}/fhir`)
    expect(res.status, res.text).toBe(409)
    expect(res.body.message).toMatch(/belum final/)
    const rows = await server.db.from('record_access_log').where({ resource_id: sessionRecordId, action: 'DOWNLOAD' })
    expect(rows).toHaveLength(0)
  })

  it('200 once the session ended: an R4-valid transaction Bundle with the session times in UTC and every vital sign', async () => {
    expect((await setStatus(provider, appointmentId, 'COMPLETED')).status).toBe(200)
    await eventually(async () => (await server.db.from('medical_records').where('id', sessionRecordId).first()).status === 'FINAL')
    const res = await fhirOf(patient, `/api/medical-records/${sessionRecordId}/fhir`)
    expect(res.status, res.text).toBe(200)
    expect(res.headers.get('content-type')).toMatch(/^application\/fhir\+json/)
    const bundle = res.body
    expect(() => assertValidBundle(bundle)).not.toThrow()
    expect(bundle.type).toBe('transaction')
    expect(types(bundle)).toEqual(['Patient', 'Practitioner', 'Encounter', ...Array(6).fill('Observation')])

    const [patientEntry, practitionerEntry, encounterEntry] = bundle.entry
    const profile = await server.db.from('patient_profiles').where('id', patient.profileId).first()
    expect(patientEntry.resource.identifier[0]).toMatchObject({ system: 'https://fhir.kemkes.go.id/id/nik', value: profile.nik })
    expect(patientEntry.resource).toMatchObject({
      name: [{ text: 'Siti Aminah' }],
      birthDate: expect.stringMatching(/^\d{4}-\d\d-\d\d$/),
    })
    expect(['male', 'female']).toContain(patientEntry.resource.gender)
    expect(practitionerEntry.resource.name[0].text).toBe('Ns. Rahmat')

    const appointment = await server.db.from('appointments').where('id', appointmentId).first()
    const start = new Date(appointment.scheduled_at).toISOString()
    const end =
      new Date(appointment.completed_at) > new Date(appointment.scheduled_at)
        ? new Date(appointment.completed_at).toISOString()
        : start
    expect(encounterEntry.resource).toMatchObject({
      status: 'finished',
      class: { code: 'VR' },
      period: { start, end },
      statusHistory: [
        { status: 'arrived', period: { start, end: start } },
        { status: 'in-progress', period: { start, end } },
        { status: 'finished', period: { start: end, end } },
      ],
      serviceProvider: { reference: 'Organization/telerawat' },
    })
    expect(encounterEntry.request).toMatchObject({
      method: 'POST',
      url: 'Encounter',
      ifNoneExist: expect.stringContaining(sessionRecordId),
    })
    const bp = bundle.entry[3].resource
    expect(bp.component.map((c: any) => c.valueQuantity.value)).toEqual([130, 85])
  })

  it('the treating provider reads it too; another patient learns nothing (404); both downloads are in the access log', async () => {
    expect((await fhirOf(provider, `/api/medical-records/${sessionRecordId}/fhir`)).status).toBe(200)
    expect((await fhirOf(other, `/api/medical-records/${sessionRecordId}/fhir`)).status).toBe(404)
    expect((await fhirOf({ client: admin }, `/api/medical-records/${sessionRecordId}/fhir`)).status).toBe(403)
    const log = await patient.client.get(`/api/patients/${patient.profileId}/access-log`)
    expect(log.status).toBe(200)
    const downloads = log.body.filter((i: any) => i.action === 'DOWNLOAD' && i.resourceIds.includes(sessionRecordId))
    expect(downloads.map((i: any) => i.actor.role).sort()).toEqual(['PATIENT', 'PROVIDER'])
    expect(downloads[0].description).toBe('mengunduh rekam medis')
  })

  it('a record without an appointment exports as a moment at its visit date; a bad id is 422', async () => {
    const created = await provider.client.post('/api/medical-records', {
      patientId: patient.profileId,
      visitDate: '2026-11-20T02:00:00.000Z',
      notes: 'Telepon kontrol',
    })
    expect(created.status, created.text).toBe(201)
    const res = await fhirOf(provider, `/api/medical-records/${created.body.id}/fhir`)
    expect(res.status, res.text).toBe(200)
    expect(types(res.body)).toEqual(['Patient', 'Practitioner', 'Encounter'])
    expect(res.body.entry[2].resource.period).toEqual({ start: '2026-11-20T02:00:00.000Z', end: '2026-11-20T02:00:00.000Z' })
    expect((await fhirOf(patient, '/api/medical-records/not-a-uuid/fhir')).status).toBe(422)
  })
})

describe('GET /api/patients/:patientId/fhir', () => {
  it('the patient downloads their whole record: a valid collection of the Patient and every FINAL visit, audited', async () => {
    const draftAppointment = (await book(patient, provider)).id
    const draft = await provider.client.request('PUT', `/api/consultations/${draftAppointment}/record`, { notes: 'Belum final' })
    expect(draft.status).toBe(201)
    const res = await fhirOf(patient, `/api/patients/${patient.profileId}/fhir`)
    expect(res.status, res.text).toBe(200)
    expect(res.headers.get('content-type')).toMatch(/^application\/fhir\+json/)
    expect(res.headers.get('content-disposition')).toContain('attachment')
    expect(res.body.type).toBe('collection')
    expect(() => assertValidBundle(res.body)).not.toThrow()
    const t = types(res.body)
    expect(t.filter((x: string) => x === 'Patient')).toHaveLength(1)
    expect(t.filter((x: string) => x === 'Practitioner')).toHaveLength(1)
    expect(t.filter((x: string) => x === 'Encounter')).toHaveLength(2) // the draft is not exported
    const finals = await server.db.from('medical_records').where({ patient_id: patient.profileId, status: 'FINAL' }).select('id')
    const rows = await server.db
      .from('record_access_log')
      .where({ patient_id: patient.profileId, action: 'DOWNLOAD', actor_user_id: patient.user.id })
    expect(new Set(rows.map((r: any) => r.resource_id))).toEqual(new Set([sessionRecordId, ...finals.map((f: any) => f.id)]))
  })

  it('one patient cannot read another’s (403); a patient with no record gets the Patient alone', async () => {
    expect((await fhirOf(other, `/api/patients/${patient.profileId}/fhir`)).status).toBe(403)
    expect((await fhirOf(patient, `/api/patients/${other.profileId}/fhir`)).status).toBe(403)
    const own = await fhirOf(other, `/api/patients/${other.profileId}/fhir`)
    expect(own.status).toBe(200)
    expect(types(own.body)).toEqual(['Patient'])
    const logged = await server.db.from('record_access_log').where({ patient_id: other.profileId, action: 'DOWNLOAD' })
    expect(logged).toHaveLength(1)
  })
})

describe('clinic settings of the export', () => {
  it('an admin sets the organization id and the nursing code system URIs; bad ones are 422 naming the field', async () => {
    for (const [body, field] of [
      [{ sdkiSystemUri: 'not a uri' }, 'sdkiSystemUri'],
      [{ fhirOrganizationId: 'has space' }, 'fhirOrganizationId'],
      [{ fhirPractitionerSystem: 'ftp://x' }, 'fhirPractitionerSystem'],
    ] as const) {
      const res = await admin.patch('/api/admin/settings', body)
      expect(res.status, res.text).toBe(422)
      expect(res.body.errors.map((e: any) => e.field)).toEqual([field])
    }
    const saved = await admin.patch('/api/admin/settings', {
      fhirOrganizationId: '10000004',
      sdkiSystemUri: 'https://klinik.example.id/sdki',
    })
    expect(saved.status, saved.text).toBe(200)
    const res = await fhirOf(patient, `/api/medical-records/${sessionRecordId}/fhir`)
    expect(res.body.entry[2].resource.serviceProvider).toEqual({ reference: 'Organization/10000004' })
    expect(res.body.entry[2].resource.identifier[0].system).toBe('http://sys-ids.kemkes.go.id/encounter/10000004')
  })
})
