import { beforeAll, describe, expect, it } from 'vitest'
import { assertValidBundle, ensureDefinitions, r4Issues } from '../validation/r4-validator.js'
import { ALL_VITALS, CONFIG, EMPTY_CODING, NO_VITALS, NURSING_CODING, visit } from './visit-fixtures.js'
import { patientRecordBundle } from './patient-bundle.js'
import type { FhirResource } from './types.js'
import { buildVisitBundle } from './visit-bundle.js'

// indexing the R4 definitions takes a second or more on a busy machine: once, before the specs
beforeAll(() => ensureDefinitions(), 60_000)

const SESSION = {
  scheduledAt: '2026-03-02T09:00:00+07:00',
  endsAt: '2026-03-02T09:30:00+07:00',
  completedAt: '2026-03-02T02:24:10.000Z',
}
const resources = (input = visit()) => buildVisitBundle(input, CONFIG).bundle.entry.map((e) => e.resource)
const ofType = (list: FhirResource[], type: string) => list.filter((r) => r.resourceType === type) as any[]

describe('the visit Bundle', () => {
  const shapes = {
    'coded, all vitals, nursing process': visit({}, SESSION),
    'no vitals, uncoded (a record from before coding)': visit({ vitalSigns: null, coding: null }),
    'every vital sign empty': visit({ vitalSigns: NO_VITALS, coding: EMPTY_CODING }),
    'ICD-10 only, some vitals': visit({
      vitalSigns: { ...NO_VITALS, pulse: 72, weight: 70.5 },
      coding: { ...EMPTY_CODING, primaryDiagnosis: NURSING_CODING.primaryDiagnosis },
    }),
    'nursing process without a diagnosis, no NIK, no STR': {
      ...visit({ coding: { ...NURSING_CODING, nursingDiagnosis: null, primaryDiagnosis: null } }),
      patient: { ...visit().patient, nik: null, gender: null, dob: null },
      practitioner: { ...visit().practitioner, strNumber: null },
    },
  }

  for (const [name, input] of Object.entries(shapes)) {
    it(`validates against R4: ${name}`, () => {
      const { bundle } = buildVisitBundle(input, CONFIG)
      expect(() => assertValidBundle(bundle)).not.toThrow()
      for (const entry of bundle.entry) {
        expect(entry.fullUrl).toMatch(/^urn:uuid:[0-9a-f-]{36}$/)
        expect(entry.request?.url).toBeTruthy()
      }
    })
  }

  it('is a transaction of Patient, Practitioner, Encounter, 6 Observations, 3 + 1 Conditions, 2 Goals, 3 Procedures', () => {
    const { bundle } = buildVisitBundle(visit({}, SESSION), CONFIG)
    expect(bundle.type).toBe('transaction')
    expect(bundle.entry.map((e) => e.resource.resourceType)).toEqual([
      'Patient',
      'Practitioner',
      'Encounter',
      ...Array(6).fill('Observation'),
      ...Array(4).fill('Condition'),
      'Goal',
      'Goal',
      'Procedure',
      'Procedure',
      'Procedure',
    ])
  })

  it('is the same every time (stable fullUrls), and differs per record', () => {
    expect(buildVisitBundle(visit(), CONFIG)).toEqual(buildVisitBundle(visit(), CONFIG))
    const other = buildVisitBundle(visit({ id: '5e0c0d8e-0000-4000-8000-000000000001' }), CONFIG)
    expect(other.bundle.entry[2]!.fullUrl).not.toBe(buildVisitBundle(visit(), CONFIG).bundle.entry[2]!.fullUrl)
    // the people keep theirs across visits
    expect(other.bundle.entry[0]!.fullUrl).toBe(buildVisitBundle(visit(), CONFIG).bundle.entry[0]!.fullUrl)
  })

  it('Patient: NIK identifier, name, gender, birth date; kept current with a conditional PUT on the NIK', () => {
    const { bundle } = buildVisitBundle(visit(), CONFIG)
    const entry = bundle.entry[0]!
    expect(entry.resource).toMatchObject({
      identifier: [
        { system: 'https://fhir.kemkes.go.id/id/nik', value: '3174011204880001' },
        { system: 'http://sys-ids.kemkes.go.id/patient/10000004' },
      ],
      name: [{ text: 'Budi Santoso' }],
      gender: 'male',
      birthDate: '1988-04-12',
    })
    expect(entry.request).toEqual({
      method: 'PUT',
      url: `Patient?identifier=${encodeURIComponent('https://fhir.kemkes.go.id/id/nik|3174011204880001')}`,
    })
  })

  it('Practitioner: the STR under the clinic system; the local id when there is no STR', () => {
    const withStr = resources()[1]!
    expect(withStr.identifier).toEqual([
      { use: 'official', system: CONFIG.practitionerIdentifierSystem, value: '3171000000000001' },
      { use: 'official', system: 'http://sys-ids.kemkes.go.id/practitioner/10000004', value: visit().practitioner.id },
    ])
    const input = visit()
    const without = buildVisitBundle({ ...input, practitioner: { ...input.practitioner, strNumber: null } }, CONFIG).bundle.entry[1]!
    expect(without.request!.url).toContain(encodeURIComponent('http://sys-ids.kemkes.go.id/practitioner/10000004|'))
  })

  it('Encounter: finished, virtual, statusHistory arrived -> in-progress -> finished in UTC, the organization, the diagnoses ranked', () => {
    const { bundle } = buildVisitBundle(visit({}, SESSION), CONFIG)
    const encounter = bundle.entry[2]!.resource as any
    expect(encounter.status).toBe('finished')
    expect(encounter.class).toEqual({ system: 'http://terminology.hl7.org/CodeSystem/v3-ActCode', code: 'VR', display: 'virtual' })
    expect(encounter.statusHistory).toEqual([
      { status: 'arrived', period: { start: '2026-03-02T02:00:00.000Z', end: '2026-03-02T02:00:00.000Z' } },
      { status: 'in-progress', period: { start: '2026-03-02T02:00:00.000Z', end: '2026-03-02T02:24:10.000Z' } },
      { status: 'finished', period: { start: '2026-03-02T02:24:10.000Z', end: '2026-03-02T02:24:10.000Z' } },
    ])
    expect(encounter.serviceProvider).toEqual({ reference: 'Organization/10000004' })
    expect(encounter.subject.reference).toBe(bundle.entry[0]!.fullUrl)
    expect(encounter.participant[0].individual.reference).toBe(bundle.entry[1]!.fullUrl)
    expect(encounter.diagnosis.map((d: any) => [d.condition.display, d.rank])).toEqual([
      ['Pneumonia, tidak spesifik', 1],
      ['Asma, tidak spesifik', 2],
      ['Hipertensi esensial (primer)', 3],
    ])
    expect(bundle.entry[2]!.request).toEqual({
      method: 'POST',
      url: 'Encounter',
      ifNoneExist: `identifier=${encodeURIComponent(`http://sys-ids.kemkes.go.id/encounter/10000004|${visit().record.id}`)}`,
    })
  })

  it('Observations: LOINC and UCUM per sign; blood pressure as a panel with systolic and diastolic', () => {
    const observations = ofType(resources(), 'Observation')
    const codes = observations.map((o) => [o.code.coding[0].code, o.valueQuantity?.code ?? null])
    expect(codes).toEqual([
      ['85354-9', null],
      ['8867-4', '/min'],
      ['8310-5', 'Cel'],
      ['9279-1', '/min'],
      ['29463-7', 'kg'],
      ['8302-2', 'cm'],
    ])
    expect(observations[0].component.map((c: any) => [c.code.coding[0].code, c.valueQuantity.value, c.valueQuantity.code])).toEqual([
      ['8480-6', 120, 'mm[Hg]'],
      ['8462-4', 80, 'mm[Hg]'],
    ])
    expect(observations.every((o) => o.category[0].coding[0].code === 'vital-signs')).toBe(true)
    expect(observations[2].valueQuantity.value).toBe(ALL_VITALS.temperature)
  })

  it('Conditions: one ICD-10 code each; the SDKI diagnosis under the clinic URI', () => {
    const conditions = ofType(resources(), 'Condition')
    expect(conditions.map((c) => c.code.coding)).toEqual([
      [{ system: 'http://hl7.org/fhir/sid/icd-10', code: 'J18.9', display: 'Pneumonia, tidak spesifik' }],
      [{ system: 'http://hl7.org/fhir/sid/icd-10', code: 'J45.9', display: 'Asma, tidak spesifik' }],
      [{ system: 'http://hl7.org/fhir/sid/icd-10', code: 'I10', display: 'Hipertensi esensial (primer)' }],
      [{ system: CONFIG.sdkiSystem, code: 'D.0001', display: 'Bersihan Jalan Napas Tidak Efektif' }],
    ])
  })

  it('Goals address the SDKI Condition with the target score or the expectation; Procedures are SIKI', () => {
    const { bundle } = buildVisitBundle(visit(), CONFIG)
    const nursing = bundle.entry.find((e) => (e.resource as any).code?.coding?.[0]?.system === CONFIG.sdkiSystem)!
    const goals = ofType(
      bundle.entry.map((e) => e.resource),
      'Goal'
    )
    expect(goals.map((g) => g.addresses[0].reference)).toEqual([nursing.fullUrl, nursing.fullUrl])
    expect(goals[0].target).toEqual([
      {
        measure: expect.objectContaining({
          coding: [{ system: CONFIG.slkiSystem, code: 'L.01001', display: 'Bersihan Jalan Napas' }],
        }),
        detailInteger: 5,
      },
    ])
    expect(goals[1].target[0].detailString).toBe('membaik')
    expect(goals[0].description.text).toBe('Bersihan Jalan Napas: meningkat (skor target 5)')
    const procedures = ofType(
      bundle.entry.map((e) => e.resource),
      'Procedure'
    )
    expect(procedures.map((p) => [p.code.coding[0].system, p.code.coding[0].code, p.reasonReference[0].reference])).toEqual(
      NURSING_CODING.nursingInterventions.map((i) => [CONFIG.sikiSystem, i.code, nursing.fullUrl])
    )
  })

  it('every visit resource carries the identifier its ifNoneExist searches for', () => {
    const { bundle, entries } = buildVisitBundle(visit(), CONFIG)
    expect(entries).toHaveLength(bundle.entry.length)
    for (const [i, entry] of bundle.entry.entries()) {
      const id = entries[i]!
      expect(
        (entry.resource.identifier as any[]).some((x) => x.system === id.identifier.system && x.value === id.identifier.value)
      ).toBe(true)
      const token = `identifier=${encodeURIComponent(`${id.identifier.system}|${id.identifier.value}`)}`
      expect(entry.request!.ifNoneExist ?? entry.request!.url.split('?')[1]).toBe(token)
    }
    expect(new Set(entries.map((e) => e.identifier.value)).size).toBe(entries.length)
  })
})

describe('the patient record Bundle', () => {
  it('is a collection: the Patient once, each visit, a practitioner seen twice once; valid', () => {
    const a = buildVisitBundle(visit(), CONFIG)
    const b = buildVisitBundle(visit({ id: '5e0c0d8e-0000-4000-8000-000000000002', coding: null }), CONFIG)
    const bundle = patientRecordBundle(visit().patient, [a, b], CONFIG, new Date('2026-03-03T00:00:00Z'))
    expect(bundle.type).toBe('collection')
    expect(bundle.entry.filter((e) => e.resource.resourceType === 'Patient')).toHaveLength(1)
    expect(bundle.entry.filter((e) => e.resource.resourceType === 'Practitioner')).toHaveLength(1)
    expect(bundle.entry.filter((e) => e.resource.resourceType === 'Encounter')).toHaveLength(2)
    expect(bundle.entry.every((e) => e.request === undefined)).toBe(true)
    expect(() => assertValidBundle(bundle)).not.toThrow()
  })

  it('with no finalised visit is the Patient alone', () => {
    const bundle = patientRecordBundle(visit().patient, [], CONFIG, new Date())
    expect(bundle.entry.map((e) => e.resource.resourceType)).toEqual(['Patient'])
    expect(() => assertValidBundle(bundle)).not.toThrow()
  })
})

describe('the R4 validation', () => {
  it('catches an invalid resource (a bug in a mapping would not pass)', () => {
    expect(r4Issues({ resourceType: 'Encounter', status: 'finished' })).toEqual([
      expect.objectContaining({ expression: 'Encounter.class' }),
    ])
    expect(
      r4Issues({
        resourceType: 'Goal',
        lifecycleStatus: 'active',
        description: { text: 'x' },
        subject: { reference: 'Patient/1' },
        target: [{ detailInteger: 'five' }],
      })
    ).not.toEqual([])
    expect(
      r4Issues({ resourceType: 'Observation', status: 'final', code: { text: 'x' }, valueQuantity: { value: 1 }, foo: 1 })
    ).not.toEqual([])
  })
})
