import { describe, expect, it } from 'vitest'
import { changedFields, contentChanges, hasClinicalContent, NOTES_BLANK_MESSAGE, recordContentSchema } from './record-fields.js'

describe('record content', () => {
  it('refuses blank notes but clears other blank fields', () => {
    const blank = recordContentSchema.safeParse({ notes: '   ' })
    expect(blank.success).toBe(false)
    expect(blank.error?.issues[0]).toMatchObject({ path: ['notes'], message: NOTES_BLANK_MESSAGE })
    expect(recordContentSchema.safeParse({ notes: null }).success).toBe(false)
    const cleared = recordContentSchema.parse({ chiefComplaint: '  ', notes: ' Membaik ' })
    expect(cleared).toEqual({ chiefComplaint: null, notes: 'Membaik' })
  })

  it('visitDate: an ISO date, never null, a number or nonsense', () => {
    expect(recordContentSchema.parse({ visitDate: '2026-11-20T02:00:00Z' }).visitDate).toEqual(new Date('2026-11-20T02:00:00Z'))
    for (const bad of [null, 0, 'kemarin', '1800-01-01', '2999-01-01']) {
      expect(recordContentSchema.safeParse({ visitDate: bad }).success, String(bad)).toBe(false)
    }
  })

  it('maps only the fields sent; vital signs normalised', () => {
    const changes = contentChanges(recordContentSchema.parse({ primaryDiagnosis: 'J06.9 ISPA', vitalSigns: { pulse: '88' } }))
    expect(Object.keys(changes).sort()).toEqual(['primaryDiagnosis', 'vitalSigns'])
    expect(changes.vitalSigns).toMatchObject({ pulse: 88, bloodPressure: null })
  })

  it('a record needs some clinical content', () => {
    expect(hasClinicalContent(contentChanges(recordContentSchema.parse({ visitDate: '2026-11-20T02:00:00Z' })))).toBe(false)
    expect(hasClinicalContent(contentChanges(recordContentSchema.parse({ notes: 'Kontrol 1 minggu' })))).toBe(true)
    expect(hasClinicalContent(contentChanges(recordContentSchema.parse({ vitalSigns: {} })))).toBe(false)
  })

  it('finds what an edit really changes', () => {
    const current = {
      notes: 'Lama',
      visitDate: new Date('2026-11-20T02:00:00Z'),
      vitalSigns: { bloodPressure: '120/80', pulse: null, temperature: null, respiration: null, weight: null, height: null },
    }
    expect(changedFields(current, { notes: 'Lama', visitDate: new Date('2026-11-20T02:00:00.000Z') })).toEqual([])
    expect(changedFields(current, { notes: 'Baru', vitalSigns: { bloodPressure: '120/80' } as any })).toEqual(['notes'])
    expect(changedFields(current, { chiefComplaint: null })).toEqual([])
    expect(changedFields(current, { chiefComplaint: 'Batuk' })).toEqual(['chiefComplaint'])
  })
})
