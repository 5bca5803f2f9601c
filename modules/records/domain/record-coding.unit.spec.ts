import { describe, expect, it } from 'vitest'
import { eventRecordCoding, type EventRecordCoding } from '#events/records/record-coding'
import { EMPTY_CODING, recordCodingSchema, type RecordCoding } from '../contracts/record-coding.js'
import { applyCatalogue, codesBySystem, CODE_DUPLICATE, CODE_INACTIVE, CODE_UNKNOWN, type CatalogueLookup } from './record-coding.js'
import { changedFields, contentChanges, hasClinicalContent, recordContentSchema } from './record-fields.js'

const coding: RecordCoding = {
  primaryDiagnosis: { system: 'icd10', code: 'I10', display: 'client name' },
  secondaryDiagnoses: [{ system: 'icd10', code: 'E11.9', display: 'x' }],
  nursingDiagnosis: { system: 'sdki', code: 'D.0077', display: 'x' },
  nursingOutcomes: [
    { system: 'slki', code: 'L.08066', display: 'x', expectation: 'MENURUN', targetScore: 5 },
    { system: 'slki', code: 'L.09093', display: 'x', expectation: 'MENURUN', targetScore: null },
  ],
  nursingInterventions: [{ system: 'siki', code: 'I.08238', display: 'x' }],
}

const entry = (display: string, active = true) => ({ display, active })
const catalogue: CatalogueLookup = {
  icd10: new Map([
    ['I10', entry('Hipertensi esensial (primer)')],
    ['E11.9', entry('Diabetes melitus tipe 2 tanpa komplikasi')],
  ]),
  sdki: new Map([['D.0077', entry('Nyeri Akut')]]),
  slki: new Map([
    ['L.08066', entry('Tingkat Nyeri')],
    ['L.09093', entry('Tingkat Ansietas')],
  ]),
  siki: new Map([['I.08238', entry('Manajemen Nyeri')]]),
}

describe('record coding against the catalogue', () => {
  it('stores the catalogue names, never the client display', () => {
    const result = applyCatalogue(coding, catalogue)
    expect(result.ok).toBe(true)
    if (!result.ok) return
    expect(result.coding.primaryDiagnosis).toEqual({ system: 'icd10', code: 'I10', display: 'Hipertensi esensial (primer)' })
    expect(result.coding.nursingOutcomes[0]).toMatchObject({ display: 'Tingkat Nyeri', expectation: 'MENURUN', targetScore: 5 })
    expect(result.coding.nursingInterventions[0].display).toBe('Manajemen Nyeri')
  })

  it('names the field of an unknown, inactive, wrong-system or repeated code', () => {
    const bad: RecordCoding = {
      ...coding,
      // an SDKI code given as an ICD-10 diagnosis is unknown to ICD-10
      secondaryDiagnoses: [{ system: 'icd10', code: 'D.0077', display: 'x' }],
      nursingInterventions: [
        { system: 'siki', code: 'I.08238', display: 'x' },
        { system: 'siki', code: 'I.08238', display: 'x' },
      ],
    }
    const lookup = { ...catalogue, slki: new Map([...catalogue.slki!, ['L.09093', entry('Tingkat Ansietas', false)]]) }
    const result = applyCatalogue(bad, lookup)
    expect(result.ok).toBe(false)
    if (result.ok) return
    expect(result.errors).toEqual([
      { field: 'coding.secondaryDiagnoses.0.code', message: CODE_UNKNOWN },
      { field: 'coding.nursingOutcomes.1.code', message: CODE_INACTIVE },
      { field: 'coding.nursingInterventions.1.code', message: CODE_DUPLICATE },
    ])
  })

  it('looks each system up once with its distinct codes', () => {
    expect(Object.fromEntries(codesBySystem(coding))).toEqual({
      icd10: ['I10', 'E11.9'],
      sdki: ['D.0077'],
      slki: ['L.08066', 'L.09093'],
      siki: ['I.08238'],
    })
  })
})

describe('coding as record content', () => {
  it('a coding without codes is stored as null and is no clinical content', () => {
    const changes = contentChanges(recordContentSchema.parse({ coding: EMPTY_CODING }))
    expect(changes).toEqual({ coding: null })
    expect(hasClinicalContent(changes)).toBe(false)
    expect(hasClinicalContent(contentChanges({ coding }))).toBe(true)
  })

  it('a coding is a changed field only when its codes change', () => {
    const same = contentChanges({ coding: { ...coding } })
    expect(changedFields({ coding }, same)).toEqual([])
    const other = contentChanges({ coding: { ...coding, nursingInterventions: [] } })
    expect(changedFields({ coding }, other)).toEqual(['coding'])
    // jsonb gives keys back in its own order: still the same codes
    const stored = JSON.parse(
      JSON.stringify(coding, (_k, v) =>
        v && typeof v === 'object' && !Array.isArray(v) ? Object.fromEntries(Object.entries(v).reverse()) : v
      )
    )
    expect(changedFields({ coding: stored }, same)).toEqual([])
  })

  it('a wrong shape is refused naming the field', () => {
    const wrong = recordContentSchema.safeParse({
      coding: { ...coding, nursingOutcomes: [coding.nursingOutcomes[0], { ...coding.nursingOutcomes[1], code: '' }] },
    })
    expect(wrong.error?.issues[0].path).toEqual(['coding', 'nursingOutcomes', 1, 'code'])
    expect(recordContentSchema.safeParse({ coding: { ...coding, primaryDiagnosis: { ...coding.nursingDiagnosis } } }).success).toBe(
      false
    )
  })
})

describe('the events carry the same shape', () => {
  it('a contract coding is an event coding and back', () => {
    const asEvent: EventRecordCoding = coding
    const asContract: RecordCoding = eventRecordCoding.parse(asEvent)
    expect(recordCodingSchema.parse(asContract)).toEqual(coding)
    expect(eventRecordCoding.parse(EMPTY_CODING)).toEqual(EMPTY_CODING)
  })
})
