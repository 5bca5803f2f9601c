import { describe, expect, it } from 'vitest'

import { groupByPatient, latestVisit } from './groups'
import { hasVitals, vitalText } from './vital-signs'
import type { ProviderRecordItem } from '@/api/openapi'

const patient = (id: string, fullName: string, recordCount: number) => ({
  id,
  fullName,
  medicalRecordNumber: null,
  gender: null,
  dob: null,
  contact: null,
  recordCount,
})
const record = (id: string, visitDate: string, p: ReturnType<typeof patient>) =>
  ({ id, visitDate, createdAt: visitDate, status: 'FINAL', vitalSigns: null, patient: p }) as unknown as ProviderRecordItem

describe('record groups', () => {
  it('groups the server order (newest visit first) by patient, in order of first appearance', () => {
    const ani = patient('p1', 'Ani', 5)
    const budi = patient('p2', 'Budi', 1)
    const groups = groupByPatient([
      record('2', '2025-03-01T02:00:00Z', budi),
      record('3', '2025-02-01T02:00:00Z', ani),
      record('1', '2025-01-01T02:00:00Z', ani),
    ])
    expect(groups.map((g) => [g.patient.id, g.records.map((r) => r.id), g.lastVisit, g.recordCount])).toEqual([
      ['p2', ['2'], '2025-03-01T02:00:00Z', 1],
      ['p1', ['3', '1'], '2025-02-01T02:00:00Z', 5],
    ])
    expect(groups[1]!.patient).not.toHaveProperty('recordCount')
    expect(latestVisit(groups[1]!)).toBe(Date.parse('2025-02-01T02:00:00Z'))
  })

  it('vital signs text for the detail dialog', () => {
    expect(vitalText({ bloodPressure: '120/80' }, 'bloodPressure')).toBe('120/80')
    expect(vitalText({ temperature: 36.5 }, 'temperature')).toBe('36,5')
    expect(vitalText({ pulse: null }, 'pulse')).toBeNull()
    expect(hasVitals(null)).toBe(false)
    expect(hasVitals({ weight: 60 })).toBe(true)
  })
})
