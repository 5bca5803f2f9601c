import { describe, expect, it } from 'vitest'
import type { MedicalRecord, PatientRecordGroup } from '../types'
import { groupByPatient, recordsNewestFirst, sortRecordGroups } from './groups'
import { hasVitals, vitalText } from './vital-signs'

const record = (id: string, visitDate: string, createdAt = visitDate) =>
  ({ id, visitDate, createdAt, status: 'FINAL', vitalSigns: null }) as unknown as MedicalRecord

const group = (id: string, name: string, lastVisit: string | null, records: MedicalRecord[]): PatientRecordGroup => ({
  patient: { id, fullName: name, medicalRecordNumber: null, gender: null, dob: null, contact: null },
  lastVisit,
  records,
})

describe('record groups', () => {
  it('sorts patients by most recent visit and records newest first', () => {
    const sorted = sortRecordGroups([
      group('a', 'Ani', '2025-02-01T02:00:00Z', [record('a1', '2025-01-01T02:00:00Z'), record('a2', '2025-02-01T02:00:00Z')]),
      group('b', 'Budi', '2025-04-01T02:00:00Z', [record('b1', '2025-04-01T02:00:00Z')]),
      group('c', 'Citra', null, [record('c1', '2025-03-01T02:00:00Z')]), // lastVisit missing: from its records
    ])
    expect(sorted.map((g) => g.patient.id)).toEqual(['b', 'c', 'a'])
    expect(sorted[2]!.records.map((r) => r.id)).toEqual(['a2', 'a1'])
  })

  it('same visit day: the later written record first; equal visits: by name', () => {
    const day = '2025-05-05T02:00:00Z'
    expect(recordsNewestFirst([record('early', day, '2025-05-05T03:00:00Z'), record('late', day, '2025-05-05T04:00:00Z')]).map((r) => r.id)).toEqual([
      'late',
      'early',
    ])
    expect(sortRecordGroups([group('z', 'Zaki', day, []), group('a', 'Ani', day, [])]).map((g) => g.patient.id)).toEqual(['a', 'z'])
  })

  it('groups a flat list by patient', () => {
    const p1 = { id: 'p1', fullName: 'Ani', medicalRecordNumber: null, gender: null, dob: null, contact: null }
    const p2 = { id: 'p2', fullName: 'Budi', medicalRecordNumber: null, gender: null, dob: null, contact: null }
    const groups = groupByPatient([
      { ...record('1', '2025-01-01T02:00:00Z'), patient: p1 },
      { ...record('2', '2025-03-01T02:00:00Z'), patient: p2 },
      { ...record('3', '2025-02-01T02:00:00Z'), patient: p1 },
    ])
    expect(groups.map((g) => [g.patient.id, g.records.map((r) => r.id), g.lastVisit])).toEqual([
      ['p2', ['2'], '2025-03-01T02:00:00Z'],
      ['p1', ['3', '1'], '2025-02-01T02:00:00Z'],
    ])
  })

  it('vital signs text for the detail dialog', () => {
    expect(vitalText({ bloodPressure: '120/80' }, 'bloodPressure')).toBe('120/80')
    expect(vitalText({ temperature: 36.5 }, 'temperature')).toBe('36,5')
    expect(vitalText({ pulse: null }, 'pulse')).toBeNull()
    expect(hasVitals(null)).toBe(false)
    expect(hasVitals({ weight: 60 })).toBe(true)
  })
})
