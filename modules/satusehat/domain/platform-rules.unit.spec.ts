import { describe, expect, it } from 'vitest'
import { buildSatusehatBundle, buildVisitBundle, CONFIG, visit } from '../../fhir/tests/bundle-fixtures.js'
import { checkPlatformRules } from './platform-rules.js'
import { cachedIhsFresh, IHS_CACHE_MAX_AGE_MS } from './ihs-cache.js'

const ORG = '10000004'
const REFS = {
  patientIhs: 'P02478375538',
  practitionerIhs: 'N10000001',
  location: { id: 'lok-1', name: 'Telekonsultasi' },
  organizationId: ORG,
}
const fresh = () => structuredClone(buildSatusehatBundle(visit(), REFS).bundle) as any
const encounter = (b: any) => b.entry.find((e: any) => e.resource.resourceType === 'Encounter').resource
const rules = (b: any, org = ORG) => checkPlatformRules(b, org).map((f) => f.rule)

describe('the platform rules checked before sending', () => {
  it('pass for the SATUSEHAT profile of a coded visit', () => {
    expect(checkPlatformRules(fresh(), ORG)).toEqual([])
  })

  it('fail for our own export (the people written, urn references, nursing URIs, no Location, times in Z)', () => {
    const own = buildVisitBundle(visit(), CONFIG).bundle
    expect(new Set(rules(own))).toEqual(
      new Set(['peopleNotWritten', 'ihsReference', 'location', 'codeSystem', 'utcTime', 'encounterRequired'])
    )
  })

  it('each failure names its rule, the platform document and the path', () => {
    const b = fresh()
    delete encounter(b).location
    expect(checkPlatformRules(b, ORG)).toEqual([
      { rule: 'location', source: expect.stringContaining('res-encounter.md'), path: 'Encounter.location' },
    ])
  })

  it('required elements and the three statuses', () => {
    const b = fresh()
    delete encounter(b).classHistory
    encounter(b).statusHistory = encounter(b).statusHistory.slice(0, 2)
    expect(rules(b)).toEqual(['encounterRequired', 'statusHistory'])
  })

  it('one organization: another organization’s identifier or serviceProvider is refused', () => {
    expect(rules(fresh(), '10000099')).toContain('oneOrganization')
    const b = fresh()
    encounter(b).serviceProvider = { reference: 'Organization/lain' }
    expect(rules(b)).toEqual(['oneOrganization'])
  })

  it('code systems: only those the platform validates', () => {
    const b = fresh()
    const condition = b.entry.find((e: any) => e.resource.resourceType === 'Condition').resource
    condition.code.coding[0].system = 'https://telerawat.id/fhir/CodeSystem/sdki'
    expect(rules(b)).toEqual(['codeSystem'])
  })

  it('IHS references: a subject that is not Patient/<ihs> is refused', () => {
    const b = fresh()
    encounter(b).subject.reference = 'urn:uuid:0b7a6a32-4a43-4a4e-9a39-3f0f4b3b2a11'
    expect(rules(b)).toEqual(['ihsReference'])
  })

  it('times: UTC as +00:00, not before 3 June 2014', () => {
    const b = fresh()
    encounter(b).period.start = '2026-03-02T09:00:00+07:00'
    expect(rules(b)).toEqual(['utcTime'])
    encounter(b).period.start = '2014-06-02T09:00:00+00:00'
    expect(rules(b)).toEqual(['utcTime'])
  })
})

describe('the IHS number cache', () => {
  const now = new Date('2026-11-27T00:00:00Z')
  const row = (ageMs: number, nik = '3174011204880001') => ({ nik, ihs_number: 'P1', looked_up_at: new Date(now.getTime() - ageMs) })

  it('answers while fresh, for the same NIK', () => {
    expect(cachedIhsFresh(row(60_000), '3174011204880001', now)).toBe(true)
  })

  it('expires after the maximum age', () => {
    expect(cachedIhsFresh(row(IHS_CACHE_MAX_AGE_MS - 1), '3174011204880001', now)).toBe(true)
    expect(cachedIhsFresh(row(IHS_CACHE_MAX_AGE_MS), '3174011204880001', now)).toBe(false)
  })

  it('does not answer for a changed NIK, nor without a row', () => {
    expect(cachedIhsFresh(row(1000), '3174011204880002', now)).toBe(false)
    expect(cachedIhsFresh(null, '3174011204880001', now)).toBe(false)
  })
})
