import { describe, expect, it } from 'vitest'
import { EMPTY_CODING } from '@modules/records/contracts/record-coding'
import { addSecondary, checklist, hasCodes, setOutcome, toggleIntervention, toggleOutcome } from './coding-draft'

const pain = { system: 'slki' as const, code: 'L.08066', display: 'Tingkat Nyeri', expectation: 'MENURUN' as const }
const management = { system: 'siki' as const, code: 'I.08238', display: 'Manajemen Nyeri' }

describe('the coded record form', () => {
  it('ticks an outcome once, with its expectation and no target yet, and sets the target', () => {
    let coding = toggleOutcome(EMPTY_CODING, pain, true)
    coding = toggleOutcome(coding, pain, true)
    expect(coding.nursingOutcomes).toEqual([{ ...pain, targetScore: null }])
    coding = setOutcome(coding, 'L.08066', { targetScore: 4 })
    expect(coding.nursingOutcomes[0]?.targetScore).toBe(4)
    expect(toggleOutcome(coding, pain, false).nursingOutcomes).toEqual([])
  })

  it('ticks interventions and secondary diagnoses once each', () => {
    const coding = toggleIntervention(toggleIntervention(EMPTY_CODING, management, true), management, true)
    expect(coding.nursingInterventions).toEqual([management])
    const dx = { system: 'icd10' as const, code: 'I10', display: 'Hipertensi' }
    expect(addSecondary(addSecondary(EMPTY_CODING, dx), dx).secondaryDiagnoses).toHaveLength(1)
    expect(hasCodes(EMPTY_CODING)).toBe(false)
    expect(hasCodes(coding)).toBe(true)
  })

  it('lists suggestions first, then ticked codes found by search', () => {
    const other = { system: 'siki' as const, code: 'I.12383', display: 'Edukasi Kesehatan' }
    const rows = checklist([management], [other])
    expect(rows).toEqual([
      { item: management, checked: false },
      { item: other, checked: true },
    ])
  })
})
