import { describe, expect, it } from 'vitest'

import type { AppointmentStatus } from '@modules/scheduling/contracts/appointment-status'
import { distinctPatients, isCancellable, isJoinable, tabStatus, visitBadge } from './appointment-lists'
import type { AppointmentItem } from '@/api/openapi'

const now = new Date('2026-11-25T05:00:00Z') // Wednesday 12:00 WIB

function item(id: string, scheduledAt: string, status: AppointmentStatus = 'SCHEDULED', patientId = `patient-${id}`): AppointmentItem {
  return {
    id,
    scheduledAt,
    endsAt: new Date(new Date(scheduledAt).getTime() + 30 * 60_000).toISOString(),
    status,
    type: 'VIDEO',
    reason: 'Kontrol',
    complaint: null,
    consultationFee: 75000,
    patient: { id: patientId, fullName: 'Andi', medicalRecordNumber: null, contact: null },
    provider: { id: 'provider-1', displayName: 'Ns. Sari', providerRole: 'Perawat' },
  }
}

describe('isJoinable / isCancellable', () => {
  it('a running SCHEDULED session can be joined but no longer cancelled', () => {
    const running = item('running', '2026-11-25T04:45:00Z')
    expect(isJoinable(running, now)).toBe(true)
    expect(isCancellable(running, now)).toBe(false)
  })

  it('an ended or finished session can be neither', () => {
    expect(isJoinable(item('ended', '2026-11-25T04:00:00Z'), now)).toBe(false)
    expect(isJoinable(item('done', '2026-11-26T02:00:00Z', 'COMPLETED'), now)).toBe(false)
    expect(isCancellable(item('cancelled', '2026-11-26T02:00:00Z', 'CANCELLED'), now)).toBe(false)
  })

  it('a future SCHEDULED one can be both', () => {
    const future = item('future', '2026-11-26T02:00:00Z')
    expect(isJoinable(future, now)).toBe(true)
    expect(isCancellable(future, now)).toBe(true)
  })
})

describe('distinctPatients', () => {
  it('keeps the first appointment of each patient, in order', () => {
    const rows = [
      item('a', '2026-11-28T02:00:00Z', 'SCHEDULED', 'p1'),
      item('b', '2026-11-27T02:00:00Z', 'SCHEDULED', 'p2'),
      item('c', '2026-11-26T02:00:00Z', 'SCHEDULED', 'p1'),
    ]
    expect(distinctPatients(rows).map((r) => r.id)).toEqual(['a', 'b'])
  })
})

describe('tabs and badges', () => {
  it("the 'all' tab asks the server for ALL", () => {
    expect(tabStatus('all')).toBe('ALL')
    expect(tabStatus('CANCELLED')).toBe('CANCELLED')
  })

  it("'Selesai' only for completed, in any case", () => {
    expect(visitBadge('COMPLETED')).toBe('done')
    expect(visitBadge('completed')).toBe('done')
    expect(visitBadge('SCHEDULED')).toBe('waiting')
  })
})
