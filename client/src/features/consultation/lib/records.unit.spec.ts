import { describe, expect, it } from 'vitest'
import type { ConsultationRecord } from '../types'
import { isBlank, latestRecords, shortPatientId, visitRecord } from './records'

const record = (id: string, visitDate: string, extra: Partial<ConsultationRecord> = {}): ConsultationRecord => ({
  id,
  appointmentId: null,
  visitDate,
  notes: `catatan ${id}`,
  vitalSigns: null,
  status: 'FINAL',
  chiefComplaint: null,
  createdAt: visitDate,
  provider: { id: 'provider-1', displayName: 'Ns. Sari', providerRole: 'Perawat' },
  createdBy: { userId: 'user-1', name: 'Ns. Sari' },
  coding: null,
  primaryDiagnosis: null,
  secondaryDiagnosis: null,
  nursingDiagnosis: null,
  ...extra,
})

describe('consultation records', () => {
  it('the side panel shows the latest 3, newest first', () => {
    const records = [
      record('a', '2025-01-01T02:00:00Z'),
      record('b', '2025-03-01T02:00:00Z'),
      record('c', '2025-02-01T02:00:00Z'),
      record('d', '2025-04-01T02:00:00Z'),
    ]
    expect(latestRecords(records).map((r) => r.id)).toEqual(['d', 'b', 'c'])
  })

  it("finds this visit's record by appointment", () => {
    const records = [record('a', '2025-01-01T02:00:00Z'), record('v', '2025-05-01T02:00:00Z', { appointmentId: 'appt' })]
    expect(visitRecord(records, 'appt')?.id).toBe('v')
    expect(visitRecord(records, 'other')).toBeNull()
  })

  it('shows 8 characters of the patient id and treats whitespace notes as blank', () => {
    expect(shortPatientId('0f8e2c1a-1111-4111-8111-111111111111')).toBe('0f8e2c1a')
    expect(isBlank('  \n ')).toBe(true)
    expect(isBlank(null)).toBe(true)
    expect(isBlank(' ok ')).toBe(false)
  })
})
