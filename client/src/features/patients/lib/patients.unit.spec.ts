import { describe, expect, it } from 'vitest'
import type { ProviderPatient } from '../types'
import { genderKey } from '@/lib/gender'
import { ageFromDob, filterPatients, patientStats, sortPatients } from './patients'

const patient = (id: string, extra: Partial<ProviderPatient> = {}): ProviderPatient => ({
  id,
  userId: `u-${id}`,
  fullName: `Pasien ${id}`,
  medicalRecordNumber: null,
  dob: null,
  gender: null,
  address: null,
  contact: null,
  occupation: null,
  appointmentCount: 0,
  medicalRecordCount: 0,
  lastVisit: null,
  ...extra,
})

describe('ageFromDob', () => {
  const now = new Date('2025-06-15T05:00:00Z') // 15 June 2025, 12.00 WIB

  it('counts whole years, the birthday included', () => {
    expect(ageFromDob('1990-06-15', now)).toBe(35)
    expect(ageFromDob('1990-06-16', now)).toBe(34)
    expect(ageFromDob('1990-01-01T00:00:00.000Z', now)).toBe(35)
  })

  it('uses the clinic day: a dob stored as midnight WIB (17.00 UTC the day before) is that day', () => {
    expect(ageFromDob('1990-06-14T17:00:00.000Z', now)).toBe(35) // 15 June 1990 00.00 WIB
    expect(ageFromDob('2000-06-15T17:00:00.000Z', now)).toBe(24) // 16 June 2000 WIB: tomorrow's birthday
  })

  it('is null for a missing, invalid or future date', () => {
    expect(ageFromDob(null, now)).toBeNull()
    expect(ageFromDob('bukan tanggal', now)).toBeNull()
    expect(ageFromDob('2030-01-01', now)).toBeNull()
  })
})

describe('filterPatients', () => {
  const list = [
    patient('1', { fullName: 'Siti Aminah', medicalRecordNumber: 'RM-2025-0001', contact: '0812-3456-7890' }),
    patient('2', { fullName: 'Budi Santoso', medicalRecordNumber: 'RM-2025-0002', contact: '+62 813 1111 2222' }),
    patient('3', { fullName: 'Rina', contact: null }),
  ]
  const ids = (q: string) => filterPatients(list, q).map((p) => p.id)

  it('matches name, record number and contact, case-insensitively', () => {
    expect(ids('siti')).toEqual(['1'])
    expect(ids('rm-2025-0002')).toEqual(['2'])
    expect(ids('0812-3456')).toEqual(['1'])
    expect(ids('  ')).toEqual(['1', '2', '3'])
    expect(ids('tidak ada')).toEqual([])
  })

  it('matches phone numbers whatever their punctuation or +62 prefix', () => {
    expect(ids('081234567890')).toEqual(['1'])
    expect(ids('0813 1111')).toEqual(['2'])
    expect(ids('+62812 3456')).toEqual(['1'])
  })
})

describe('stats, order and gender', () => {
  it('sums patients, appointments and records', () => {
    const list = [patient('1', { appointmentCount: 3, medicalRecordCount: 2 }), patient('2', { appointmentCount: 1 })]
    expect(patientStats(list)).toEqual({ patients: 2, appointments: 4, records: 2 })
    expect(patientStats([])).toEqual({ patients: 0, appointments: 0, records: 0 })
  })

  it('sorts by last visit, newest first; never visited last, by name', () => {
    const list = [
      patient('z', { fullName: 'Zaki' }),
      patient('old', { lastVisit: '2025-01-01T02:00:00Z' }),
      patient('a', { fullName: 'Ani' }),
      patient('new', { lastVisit: '2025-05-01T02:00:00Z' }),
    ]
    expect(sortPatients(list).map((p) => p.id)).toEqual(['new', 'old', 'a', 'z'])
  })

  it('maps stored genders to catalogue keys', () => {
    expect(genderKey('L')).toBe('male')
    expect(genderKey('Perempuan')).toBe('female')
    expect(genderKey('female')).toBe('female')
    expect(genderKey('lainnya')).toBeNull()
    expect(genderKey(null)).toBeNull()
  })
})
