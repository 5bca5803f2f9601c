import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { bootApp, resetDatabase } from '../../../server/tests/helpers/app.mjs'
import { book, eventually, newPatient, newProvider, setStatus, storedState, type Account } from './fixtures.js'

/**
 * Issue 13, the coded record form: codes round-trip through create, correction (kept in revisions),
 * the consultation save and its finalisation; each code is checked against the terminology
 * catalogue (the starter set every fresh database holds) and stored with the catalogue's name;
 * the events carry the codes.
 */
let server: Awaited<ReturnType<typeof bootApp>>
let patient: Account
let other: Account
let provider: Account

beforeAll(async () => {
  server = await bootApp()
  await resetDatabase(server.db)
  patient = await newPatient(server.url, { fullName: 'Siti Koding' })
  other = await newPatient(server.url, { fullName: 'Budi Lain' })
  provider = await newProvider(server.url, { displayName: 'Ns. Kode', providerRole: 'Perawat' })
  await book(patient, provider, { complaint: 'Nyeri pinggang' })
})
afterAll(async () => server?.stop())

/** The catalogue's name of a code (what the server must store, whatever the client sent). */
async function catalogueName(system: string, code: string): Promise<string> {
  const row = await server.db.from('terminology_concepts').where({ system, code }).first()
  expect(row, `${system} ${code} in the starter set`).toBeTruthy()
  return row.display
}

const coding = () => ({
  primaryDiagnosis: { system: 'icd10', code: 'I10', display: 'dari klien' },
  secondaryDiagnoses: [{ system: 'icd10', code: 'E11.9', display: 'dari klien' }],
  nursingDiagnosis: { system: 'sdki', code: 'D.0077', display: 'dari klien' },
  nursingOutcomes: [{ system: 'slki', code: 'L.08066', display: 'dari klien', expectation: 'MENURUN', targetScore: 4 }],
  nursingInterventions: [
    { system: 'siki', code: 'I.08238', display: 'dari klien' },
    { system: 'siki', code: 'I.08243', display: 'dari klien' },
  ],
})

async function expectedCoding(sent: ReturnType<typeof coding>) {
  const named = async <C extends { system: string; code: string }>(c: C) => ({ ...c, display: await catalogueName(c.system, c.code) })
  return {
    primaryDiagnosis: await named(sent.primaryDiagnosis),
    secondaryDiagnoses: await Promise.all(sent.secondaryDiagnoses.map(named)),
    nursingDiagnosis: await named(sent.nursingDiagnosis),
    nursingOutcomes: await Promise.all(sent.nursingOutcomes.map(named)),
    nursingInterventions: await Promise.all(sent.nursingInterventions.map(named)),
  }
}

const lastEvent = (type: string, id: string) =>
  server.db.from('event_log').where({ type, aggregate_id: id }).orderBy('position', 'desc').first()

describe('coded records round-trip', () => {
  it('POST stores the codes with the catalogue names, returns them, lists them and MedicalRecordCreated carries them', async () => {
    const expected = await expectedCoding(coding())
    const res = await provider.client.post('/api/medical-records', {
      patientId: patient.profileId,
      primaryDiagnosis: 'Hipertensi tak terkontrol',
      coding: coding(),
    })
    expect(res.status, res.text).toBe(201)
    expect(res.body.coding).toEqual(expected)
    expect(res.body.primaryDiagnosis).toBe('Hipertensi tak terkontrol') // free text beside the code
    const row = await server.db.from('medical_records').where('id', res.body.id).first()
    expect(row.coding).toEqual(expected)

    const listed = await patient.client.get(`/api/patients/${patient.profileId}/records`)
    expect(listed.body.find((r: { id: string }) => r.id === res.body.id).coding).toEqual(expected)

    const event = await lastEvent('MedicalRecordCreated', res.body.id)
    expect(event.payload.coding).toEqual(expected)
    expect(event.payload.fields).toContain('coding')
    // the codes, never the free text beside them
    expect(JSON.stringify(event.payload)).not.toContain('tak terkontrol')
  })

  it('PATCH by the author changes the codes in place, keeps the previous codes as a revision; MedicalRecordUpdated carries the new ones', async () => {
    const created = await provider.client.post('/api/medical-records', { patientId: patient.profileId, coding: coding() })
    expect(created.status, created.text).toBe(201)
    const next = { ...coding(), secondaryDiagnoses: [], nursingInterventions: [{ system: 'siki', code: 'I.08238', display: 'x' }] }
    const res = await provider.client.patch(`/api/medical-records/${created.body.id}`, { coding: next })
    expect(res.status, res.text).toBe(200)
    const expected = await expectedCoding(next as ReturnType<typeof coding>)
    expect(res.body).toMatchObject({ revision: 1, coding: expected })
    const revision = await server.db.from('medical_record_revisions').where({ record_id: created.body.id, revision: 1 }).first()
    expect(revision.previous.coding).toEqual(created.body.coding)
    expect(revision.changed_fields).toEqual(['coding'])
    const event = await lastEvent('MedicalRecordUpdated', created.body.id)
    expect(event.payload).toMatchObject({ change: 'CORRECTED', changedFields: ['coding'], coding: expected })

    // the same codes again change nothing (no revision, no event)
    const again = await provider.client.patch(`/api/medical-records/${created.body.id}`, { coding: next })
    expect(again.body.revision).toBe(1)
    // clearing the codes: coding null
    const cleared = await provider.client.patch(`/api/medical-records/${created.body.id}`, { coding: null })
    expect(cleared.body).toMatchObject({ revision: 2, coding: null })
    const clearedEvent = await lastEvent('MedicalRecordUpdated', created.body.id)
    expect(clearedEvent.payload.coding).toBeUndefined()
  })

  it('another treating provider’s codes become their addendum; the original keeps its codes', async () => {
    const colleague = await newProvider(server.url, { displayName: 'Ns. Rekan' })
    await book(patient, colleague)
    const original = await provider.client.post('/api/medical-records', { patientId: patient.profileId, coding: coding() })
    const res = await colleague.client.patch(`/api/medical-records/${original.body.id}`, {
      coding: { ...coding(), primaryDiagnosis: { system: 'icd10', code: 'E11.9', display: 'x' } },
    })
    expect(res.status, res.text).toBe(201)
    expect(res.body).toMatchObject({ amendsRecordId: original.body.id, coding: { primaryDiagnosis: { code: 'E11.9' } } })
    const kept = await server.db.from('medical_records').where('id', original.body.id).first()
    expect(kept.coding.primaryDiagnosis.code).toBe('I10')
  })

  it('the consultation save codes the visit’s draft; SessionEnded’s finalisation carries the codes', async () => {
    const appointment = await book(patient, provider, { complaint: 'Nyeri kepala' })
    const first = await provider.client.request('PUT', `/api/consultations/${appointment.id}/record`, {
      nursingDiagnosis: 'Nyeri akut b.d. agen pencedera fisiologis',
      coding: { ...coding(), primaryDiagnosis: null, secondaryDiagnoses: [] },
    })
    expect(first.status, first.text).toBe(201)
    expect(first.body).toMatchObject({ status: 'DRAFT', coding: { nursingDiagnosis: { code: 'D.0077' } } })
    const withOutcome = coding()
    withOutcome.nursingOutcomes.push({ system: 'slki', code: 'L.09093', display: 'x', expectation: 'MENURUN', targetScore: 5 })
    const second = await provider.client.request('PUT', `/api/consultations/${appointment.id}/record`, { coding: withOutcome })
    expect(second.status, second.text).toBe(200)
    const expected = await expectedCoding(withOutcome)
    expect(second.body.coding).toEqual(expected)
    expect((await lastEvent('MedicalRecordUpdated', first.body.id)).payload).toMatchObject({ change: 'DRAFT_SAVED', coding: expected })

    expect((await setStatus(provider, appointment.id, 'COMPLETED')).status).toBe(200)
    const finalised = await eventually(async () => {
      const event = await lastEvent('MedicalRecordUpdated', first.body.id)
      return event?.payload.change === 'FINALISED' ? event : null
    })
    expect(finalised.payload.coding).toEqual(expected)
  })

  it('a record written before coding existed has coding null and still lists', async () => {
    const old = await provider.client.post('/api/medical-records', { patientId: patient.profileId, notes: 'Tanpa kode' })
    expect(old.body.coding).toBeNull()
    const event = await lastEvent('MedicalRecordCreated', old.body.id)
    expect(event.payload.coding).toBeUndefined()
    const listed = await provider.client.get(`/api/patients/${patient.profileId}/records`)
    expect(listed.body.find((r: { id: string }) => r.id === old.body.id)).toMatchObject({ coding: null, notes: 'Tanpa kode' })
  })
})

describe('codes the catalogue refuses: 422 naming the field, nothing changed', () => {
  const withCode = (patch: Partial<ReturnType<typeof coding>>) => ({ ...coding(), ...patch })
  const cases: Array<[string, () => Record<string, unknown>, string]> = [
    [
      'an unknown ICD-10 code',
      () => withCode({ primaryDiagnosis: { system: 'icd10', code: 'X99.999', display: 'x' } }),
      'coding.primaryDiagnosis.code',
    ],
    [
      'an SDKI code given as an ICD-10 diagnosis (wrong system)',
      () => withCode({ secondaryDiagnoses: [{ system: 'icd10', code: 'D.0077', display: 'x' }] }),
      'coding.secondaryDiagnoses.0.code',
    ],
    [
      'an ICD-10 code given as a SIKI intervention (wrong system)',
      () =>
        withCode({
          nursingInterventions: [
            { system: 'siki', code: 'I.08238', display: 'x' },
            { system: 'siki', code: 'I10', display: 'x' },
          ],
        }),
      'coding.nursingInterventions.1.code',
    ],
    [
      'a blank outcome code (shape)',
      () =>
        withCode({
          nursingOutcomes: [
            { system: 'slki', code: 'L.08066', display: 'x', expectation: 'MENURUN', targetScore: 4 },
            { system: 'slki', code: ' ', display: 'x', expectation: 'MENURUN', targetScore: 4 },
          ],
        }),
      'coding.nursingOutcomes.1.code',
    ],
    [
      'a target score outside 1-5',
      () => withCode({ nursingOutcomes: [{ system: 'slki', code: 'L.08066', display: 'x', expectation: 'MENURUN', targetScore: 6 }] }),
      'coding.nursingOutcomes.0.targetScore',
    ],
    [
      'a system that does not fit the slot',
      () => withCode({ nursingDiagnosis: { system: 'icd10', code: 'I10', display: 'x' } as never }),
      'coding.nursingDiagnosis.system',
    ],
  ]

  for (const [name, body, field] of cases) {
    it(`${name} -> 422 ${field} on create, correction and consultation save`, async () => {
      const appointment = await book(patient, provider)
      const existing = await provider.client.post('/api/medical-records', { patientId: patient.profileId, notes: 'Ada' })
      const before = await storedState(server.db)
      const attempts = [
        await provider.client.post('/api/medical-records', { patientId: patient.profileId, coding: body() }),
        await provider.client.patch(`/api/medical-records/${existing.body.id}`, { coding: body() }),
        await provider.client.request('PUT', `/api/consultations/${appointment.id}/record`, { coding: body() }),
      ]
      for (const res of attempts) {
        expect(res.status, res.text).toBe(422)
        expect(res.body.errors.map((e: { field: string }) => e.field)).toContain(field)
      }
      expect(await storedState(server.db)).toEqual(before)
    })
  }

  it('an inactive code (deactivated by a later catalogue version) -> 422; records that already use it keep it', async () => {
    const using = await provider.client.post('/api/medical-records', {
      patientId: patient.profileId,
      coding: { ...coding(), primaryDiagnosis: { system: 'icd10', code: 'K30', display: 'x' } },
    })
    expect(using.status, using.text).toBe(201)
    await server.db.from('terminology_concepts').where({ system: 'icd10', code: 'K30' }).update({ active: false })
    try {
      const res = await provider.client.post('/api/medical-records', {
        patientId: patient.profileId,
        coding: { ...coding(), primaryDiagnosis: { system: 'icd10', code: 'K30', display: 'x' } },
      })
      expect(res.status, res.text).toBe(422)
      expect(res.body.errors).toEqual([{ field: 'coding.primaryDiagnosis.code', message: expect.stringMatching(/tidak aktif/) }])
      const kept = await patient.client.get(`/api/patients/${patient.profileId}/records`)
      expect(kept.body.find((r: { id: string }) => r.id === using.body.id).coding.primaryDiagnosis.code).toBe('K30')
    } finally {
      await server.db.from('terminology_concepts').where({ system: 'icd10', code: 'K30' }).update({ active: true })
    }
  })
})

describe('who may write codes', () => {
  it('a provider who does not treat the patient 403 (404 for their record or appointment), a patient 403, nothing changed', async () => {
    const stranger = await newProvider(server.url)
    const mine = await provider.client.post('/api/medical-records', { patientId: patient.profileId, notes: 'Milik saya' })
    const appointment = await book(patient, provider)
    const before = await storedState(server.db)
    expect((await stranger.client.post('/api/medical-records', { patientId: patient.profileId, coding: coding() })).status).toBe(403)
    expect((await stranger.client.patch(`/api/medical-records/${mine.body.id}`, { coding: coding() })).status).toBe(404)
    expect((await stranger.client.request('PUT', `/api/consultations/${appointment.id}/record`, { coding: coding() })).status).toBe(
      404
    )
    expect((await patient.client.post('/api/medical-records', { patientId: patient.profileId, coding: coding() })).status).toBe(403)
    expect((await patient.client.patch(`/api/medical-records/${mine.body.id}`, { coding: coding() })).status).toBe(403)
    // the provider cannot code a patient they do not treat
    expect((await provider.client.post('/api/medical-records', { patientId: other.profileId, coding: coding() })).status).toBe(403)
    expect(await storedState(server.db)).toEqual(before)
  })
})
