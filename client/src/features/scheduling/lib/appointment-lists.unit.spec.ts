import { describe, expect, it } from 'vitest'
import type { Appointment, AppointmentStatus } from '../types'
import {
  countByTab,
  filterByTab,
  isCancellable,
  isJoinable,
  providerStats,
  recentAppointments,
  recentPatients,
  sortFutureFirst,
  upcomingAppointments,
  visitBadge,
} from './appointment-lists'

const now = new Date('2026-11-25T05:00:00Z') // Wednesday 12:00 WIB

function appointment(id: string, scheduledAt: string, status: AppointmentStatus = 'SCHEDULED', extra: Partial<Appointment> = {}): Appointment {
  return {
    id,
    patientId: `patient-${id}`,
    providerId: 'provider-1',
    scheduledAt,
    status,
    meetLink: null,
    reason: null,
    complaint: null,
    paymentMethod: null,
    consultationFee: 75000,
    createdAt: '2026-11-01T00:00:00Z',
    patient: null,
    provider: null,
    ...extra,
  }
}

const list = [
  appointment('past-late', '2026-11-24T08:30:00Z', 'COMPLETED'), // Tue 15:30
  appointment('future-late', '2026-11-28T02:00:00Z'), // Sat 09:00
  appointment('past-early', '2026-11-20T02:00:00Z', 'CANCELLED'), // last Fri
  appointment('running', '2026-11-25T04:45:00Z'), // today 11:45, ends 12:15
  appointment('future-early', '2026-11-25T07:00:00Z'), // today 14:00
  appointment('next-week', '2026-12-01T02:00:00Z', 'CANCELLED'),
]

describe('sortFutureFirst', () => {
  it('puts sessions that have not ended first (ascending), then past ones (ascending)', () => {
    expect(sortFutureFirst(list, now).map((a) => a.id)).toEqual([
      'running',
      'future-early',
      'future-late',
      'next-week',
      'past-early',
      'past-late',
    ])
  })
})

describe('tabs', () => {
  it('counts every status and the total', () => {
    expect(countByTab(list)).toEqual({ all: 6, SCHEDULED: 3, COMPLETED: 1, CANCELLED: 2 })
    expect(countByTab([])).toEqual({ all: 0, SCHEDULED: 0, COMPLETED: 0, CANCELLED: 0 })
  })

  it('filters by status, or keeps all', () => {
    expect(filterByTab(list, 'CANCELLED').map((a) => a.id)).toEqual(['past-early', 'next-week'])
    expect(filterByTab(list, 'all')).toHaveLength(6)
  })
})

describe('upcoming, join and cancel', () => {
  it('lists SCHEDULED sessions that have not ended, soonest first', () => {
    expect(upcomingAppointments(list, now).map((a) => a.id)).toEqual(['running', 'future-early', 'future-late'])
  })

  it('joins a running session but cancels only before the start', () => {
    const running = list.find((a) => a.id === 'running')!
    expect(isJoinable(running, now)).toBe(true)
    expect(isCancellable(running, now)).toBe(false)
    expect(isCancellable(list.find((a) => a.id === 'future-late')!, now)).toBe(true)
    expect(isJoinable(list.find((a) => a.id === 'next-week')!, now)).toBe(false)
  })
})

describe('providerStats', () => {
  it('counts today (SCHEDULED, clinic day), total and this week (Mon–Sun, not cancelled)', () => {
    expect(providerStats(list, now)).toEqual({ today: 2, total: 6, thisWeek: 4 })
  })

  it('uses the clinic day: 23:30 WIB on Wednesday is still today', () => {
    const late = appointment('late', '2026-11-25T16:30:00Z')
    const tomorrowInJakarta = appointment('tomorrow', '2026-11-25T17:30:00Z') // Thu 00:30 WIB
    expect(providerStats([late, tomorrowInJakarta], now).today).toBe(1)
  })
})

describe('recent lists', () => {
  const booked = [
    appointment('a', '2026-11-28T02:00:00Z', 'SCHEDULED', { createdAt: '2026-11-20T00:00:00Z', patientId: 'p1' }),
    appointment('b', '2026-11-28T03:30:00Z', 'SCHEDULED', { createdAt: '2026-11-22T00:00:00Z', patientId: 'p2' }),
    appointment('c', '2026-11-29T02:00:00Z', 'SCHEDULED', { createdAt: '2026-11-24T00:00:00Z', patientId: 'p1' }),
  ]

  it('takes the most recently booked first', () => {
    expect(recentAppointments(booked, 2).map((a) => a.id)).toEqual(['c', 'b'])
  })

  it('lists each patient once', () => {
    expect(recentPatients(booked).map((a) => a.patientId)).toEqual(['p1', 'p2'])
  })
})

describe('visitBadge', () => {
  it("reads 'done' only for completed, compared in lower case", () => {
    expect(visitBadge('COMPLETED')).toBe('done')
    expect(visitBadge('completed')).toBe('done')
    expect(visitBadge('SCHEDULED')).toBe('waiting')
    expect(visitBadge('CANCELLED')).toBe('waiting')
  })
})
