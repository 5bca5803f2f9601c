import { beforeAll, describe, expect, it } from 'vitest'
import { assertValidBundle, ensureDefinitions } from '../validation/r4-validator.js'
import { PLAYBOOK_ENCOUNTER, PLAYBOOK_OBSERVATION, shapeOf } from './playbook-example.js'
import { buildSatusehatBundle, type SatusehatRefs } from './satusehat-bundle.js'
import { satusehatTime } from './satusehat-time.js'
import { EMPTY_CODING, NO_VITALS, visit } from './visit-fixtures.js'

beforeAll(() => ensureDefinitions(), 60_000)

const REFS: SatusehatRefs = {
  patientIhs: 'P02478375538',
  practitionerIhs: 'N10000001',
  location: { id: 'b017aa54-f1df-4ec2-9d84-8823815d7228', name: 'Layanan Telekonsultasi' },
  organizationId: '10000004',
}
const SESSION = {
  scheduledAt: '2026-03-02T09:00:00+07:00',
  endsAt: '2026-03-02T09:30:00+07:00',
  completedAt: '2026-03-02T02:24:10.000Z',
}
const build = (input = visit({}, SESSION), sent?: Map<string, string>) => buildSatusehatBundle(input, REFS, sent)
const resources = (input = visit({}, SESSION)) => build(input).bundle.entry.map((e) => e.resource) as any[]
const encounterOf = (input = visit({}, SESSION)) => resources(input).find((r) => r.resourceType === 'Encounter')

describe('the SATUSEHAT profile of the visit (outpatient playbook)', () => {
  it('is valid R4', () => {
    expect(() => assertValidBundle(build().bundle)).not.toThrow()
    expect(() => assertValidBundle(build(visit({ vitalSigns: null, coding: null })).bundle)).not.toThrow()
  })

  it('has the playbook example’s Encounter shape, element by element', () => {
    const ours = shapeOf(encounterOf()) as Record<string, unknown>
    const playbook = shapeOf(PLAYBOOK_ENCOUNTER) as Record<string, unknown>
    for (const [element, shape] of Object.entries(playbook)) expect(ours[element], element).toEqual(shape)
    expect(Object.keys(ours).sort()).toEqual(Object.keys(playbook).sort())
  })

  it('has the playbook example’s vital-sign Observation shape', () => {
    const diastolic = resources().find((r) => r.code?.coding?.[0]?.code === '8462-4')
    const ours = shapeOf(diastolic) as Record<string, unknown>
    for (const [element, shape] of Object.entries(shapeOf(PLAYBOOK_OBSERVATION) as Record<string, unknown>)) {
      expect(ours[element], element).toEqual(shape)
    }
  })

  it('rule 1: Patient and Practitioner are not written; they are referred to by their IHS numbers', () => {
    const all = resources()
    expect(all.map((r) => r.resourceType)).not.toContain('Patient')
    expect(all.map((r) => r.resourceType)).not.toContain('Practitioner')
    const enc = encounterOf()
    expect(enc.subject.reference).toBe('Patient/P02478375538')
    expect(enc.participant[0].individual.reference).toBe('Practitioner/N10000001')
    for (const r of all.filter((x) => x.subject)) expect(r.subject.reference).toBe('Patient/P02478375538')
    expect(build().bundle.entry.every((e) => e.request?.method === 'POST')).toBe(true)
  })

  it('rule 2: Encounter.location is the registered Location', () => {
    expect(encounterOf().location).toEqual([
      { location: { reference: `Location/${REFS.location.id}`, display: 'Layanan Telekonsultasi' } },
    ])
  })

  it('rule 3: the nursing codes do not go out; they are listed as kept local', () => {
    const visitBundle = build()
    const systems = visitBundle.bundle.entry.flatMap((e) => JSON.stringify(e.resource).match(/https?:\/\/[^"]+/g) ?? [])
    expect(systems.some((s) => s.includes('telerawat') || s.includes('klinik.example'))).toBe(false)
    expect(visitBundle.bundle.entry.map((e) => e.resource.resourceType)).not.toContain('Goal')
    expect(visitBundle.bundle.entry.map((e) => e.resource.resourceType)).not.toContain('Procedure')
    expect(visitBundle.localOnly.map((i) => `${i.kind} ${i.code}`)).toEqual([
      'SDKI D.0001',
      'SLKI L.01001',
      'SLKI L.01004',
      'SIKI I.01006',
      'SIKI I.01011',
      'SIKI I.01014',
    ])
    const conditions = resources().filter((r) => r.resourceType === 'Condition')
    expect(conditions.map((c) => c.code.coding[0].code)).toEqual(['J18.9', 'J45.9', 'I10'])
  })

  it('rule 4: one organization in the serviceProvider and every identifier system', () => {
    const visitBundle = build()
    expect(encounterOf().serviceProvider).toEqual({ reference: 'Organization/10000004' })
    for (const e of visitBundle.bundle.entry) {
      expect((e.resource.identifier as any[])[0].system).toMatch(/^http:\/\/sys-ids\.kemkes\.go\.id\/[a-z]+\/10000004$/)
    }
  })

  it('rule 5: blood pressure as two Observations (8480-6, 8462-4), no 85354-9 panel', () => {
    const codes = resources()
      .filter((r) => r.resourceType === 'Observation')
      .map((o) => o.code.coding[0].code)
    expect(codes).toContain('8480-6')
    expect(codes).toContain('8462-4')
    expect(codes).not.toContain('85354-9')
    const systolic = resources().find((r) => r.code?.coding?.[0]?.code === '8480-6')
    expect(systolic.valueQuantity).toEqual({ value: 120, unit: 'mm[Hg]', system: 'http://unitsofmeasure.org', code: 'mm[Hg]' })
    expect(systolic.component).toBeUndefined()
  })

  it('rule 5: class AMB with its history, the discharge disposition, times as +00:00', () => {
    const enc = encounterOf()
    expect(enc.class.code).toBe('AMB')
    expect(enc.classHistory).toEqual([{ class: enc.class, period: enc.period }])
    expect(enc.hospitalization.dischargeDisposition.coding[0]).toMatchObject({ code: 'home' })
    expect(enc.period).toEqual({ start: '2026-03-02T02:00:00+00:00', end: '2026-03-02T02:24:10+00:00' })
    const times = JSON.stringify(build().bundle).match(/"\d{4}-\d{2}-\d{2}T[^"]+"/g) ?? []
    expect(times.length).toBeGreaterThan(0)
    expect(times.every((t) => t.endsWith('+00:00"'))).toBe(true)
    expect(satusehatTime('2026-03-02T09:00:00+07:00')).toBe('2026-03-02T02:00:00+00:00')
  })

  it('playbook v6.3: Encounter.serviceType (Tipe Pelayanan) in HL7 ServiceType, the health worker’s service', () => {
    const withRole = (role: string | null) => {
      const input = visit({}, SESSION)
      return encounterOf({ ...input, practitioner: { ...input.practitioner, role } }).serviceType
    }
    const system = 'http://terminology.hl7.org/CodeSystem/service-type'
    expect(encounterOf().serviceType).toEqual({ coding: [{ system, code: '59', display: 'Nursing' }] })
    expect(withRole('Perawat Spesialis').coding[0].code).toBe('59')
    expect(withRole('Dokter').coding[0]).toEqual({ system, code: '124', display: 'General Practice' })
    expect(withRole('Dokter Sub Spesialis').coding[0]).toEqual({ system, code: '383', display: 'Medical Specialists' })
    expect(withRole('Apoteker').coding[0].code).toBe('64')
    expect(withRole('Dietisian').coding[0].code).toBe('53')
    for (const role of ['Bidan', 'Laboran', 'Lainnya', null]) {
      expect(withRole(role).coding[0], String(role)).toEqual({ system, code: '397', display: 'Outpatients' })
    }
    expect(() => assertValidBundle(build().bundle)).not.toThrow()
  })

  it('a corrected visit already sent updates the same resources by their server ids; a new entry is created', () => {
    const first = build()
    const sent = new Map([
      ['encounter', 'enc-1'],
      ['observation/pulse', 'obs-1'],
    ])
    const again = build(visit({}, SESSION), sent)
    const byKey = new Map(again.entries.map((e, i) => [e.key, again.bundle.entry[i]!]))
    expect(byKey.get('encounter')!.request).toEqual({ method: 'PUT', url: 'Encounter/enc-1' })
    expect(byKey.get('encounter')!.resource.id).toBe('enc-1')
    expect(byKey.get('observation/pulse')!.request).toEqual({ method: 'PUT', url: 'Observation/obs-1' })
    expect(byKey.get('observation/temperature')!.request?.method).toBe('POST')
    // same identifiers as the first send
    expect(again.entries.map((e) => e.identifier)).toEqual(first.entries.map((e) => e.identifier))
    expect(() => assertValidBundle(again.bundle)).not.toThrow()
  })

  it('an uncoded visit without vitals is the Encounter alone', () => {
    const only = build(visit({ vitalSigns: NO_VITALS, coding: EMPTY_CODING }))
    expect(only.bundle.entry.map((e) => e.resource.resourceType)).toEqual(['Encounter'])
    expect(only.localOnly).toEqual([])
  })
})
