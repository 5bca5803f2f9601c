import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { bootApp, resetDatabase } from '../../../server/tests/helpers/app.mjs'
import { book, eventually, newPatient, newProvider, setStatus, type Account } from '../../records/tests/fixtures.js'
import { assertValidBundle, ensureDefinitions } from '../validation/r4-validator.js'

/**
 * Coded records (records' `coding`, codes from the terminology starter set) exported as FHIR: ICD-10
 * Conditions, the SDKI Condition, SLKI Goals and SIKI Procedures, validated against R4.
 */
let server: Awaited<ReturnType<typeof bootApp>>
let patient: Account
let provider: Account

const coding = {
  primaryDiagnosis: { system: 'icd10', code: 'I10', display: 'x' },
  secondaryDiagnoses: [{ system: 'icd10', code: 'E11.9', display: 'x' }],
  nursingDiagnosis: { system: 'sdki', code: 'D.0077', display: 'x' },
  nursingOutcomes: [
    { system: 'slki', code: 'L.08066', display: 'x', expectation: 'MENURUN', targetScore: 4 },
    { system: 'slki', code: 'L.01004', display: 'x', expectation: 'MEMBAIK', targetScore: null },
  ],
  nursingInterventions: [
    { system: 'siki', code: 'I.08238', display: 'x' },
    { system: 'siki', code: 'I.08243', display: 'x' },
  ],
}

const byType = (bundle: any, type: string) => bundle.entry.filter((e: any) => e.resource.resourceType === type)

beforeAll(async () => {
  server = await bootApp()
  await resetDatabase(server.db)
  ensureDefinitions()
  patient = await newPatient(server.url, { fullName: 'Siti Koding' })
  provider = await newProvider(server.url, { displayName: 'Ns. Kode', providerRole: 'Perawat' })
}, 60_000)
afterAll(async () => server?.stop())

describe('a coded telenursing visit as FHIR', () => {
  it('the session record with codes and vitals: valid, one code per Condition, Goals and Procedures tied to the SDKI Condition', async () => {
    const appointment = await book(patient, provider, { complaint: 'Nyeri pinggang' })
    const saved = await provider.client.request('PUT', `/api/consultations/${appointment.id}/record`, {
      vitalSigns: { bloodPressure: '150/95', pulse: 90 },
      coding,
    })
    expect(saved.status, saved.text).toBe(201)
    expect(saved.body.coding?.nursingDiagnosis?.code).toBe('D.0077')
    expect((await setStatus(provider, appointment.id, 'COMPLETED')).status).toBe(200)
    await eventually(async () => (await server.db.from('medical_records').where('id', saved.body.id).first()).status === 'FINAL')

    const res = await patient.client.get(`/api/medical-records/${saved.body.id}/fhir`)
    expect(res.status, res.text).toBe(200)
    const bundle = res.body
    expect(() => assertValidBundle(bundle)).not.toThrow()
    expect(byType(bundle, 'Observation')).toHaveLength(2)

    const conditions = byType(bundle, 'Condition').map((e: any) => e.resource)
    expect(conditions.map((c: any) => c.code.coding.length)).toEqual([1, 1, 1])
    expect(conditions.map((c: any) => [c.code.coding[0].system, c.code.coding[0].code])).toEqual([
      ['http://hl7.org/fhir/sid/icd-10', 'I10'],
      ['http://hl7.org/fhir/sid/icd-10', 'E11.9'],
      ['https://telerawat.id/fhir/CodeSystem/sdki', 'D.0077'],
    ])
    // the catalogue's Indonesian names, not what the client sent
    const stored = await server.db.from('terminology_concepts').where({ system: 'icd10', code: 'I10' }).first()
    expect(conditions[0].code.coding[0].display).toBe(stored.display)

    const nursing = byType(bundle, 'Condition')[2].fullUrl
    const goals = byType(bundle, 'Goal').map((e: any) => e.resource)
    expect(goals.map((g: any) => [g.addresses[0].reference, g.target[0].detailInteger ?? g.target[0].detailString])).toEqual([
      [nursing, 4],
      [nursing, 'membaik'],
    ])
    const procedures = byType(bundle, 'Procedure').map((e: any) => e.resource)
    expect(procedures.map((p: any) => [p.code.coding[0].code, p.reasonReference[0].reference])).toEqual([
      ['I.08238', nursing],
      ['I.08243', nursing],
    ])
    const encounter = byType(bundle, 'Encounter')[0].resource
    expect(encounter.diagnosis.map((d: any) => d.rank)).toEqual([1, 2])
  })

  it('the whole record holds the coded visit, valid', async () => {
    const res = await patient.client.get(`/api/patients/${patient.profileId}/fhir`)
    expect(res.status, res.text).toBe(200)
    expect(() => assertValidBundle(res.body)).not.toThrow()
    expect(byType(res.body, 'Goal')).toHaveLength(2)
  })
})
