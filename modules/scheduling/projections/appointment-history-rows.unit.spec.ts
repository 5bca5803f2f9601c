import { describe, expect, it } from 'vitest'
import type { EventEnvelope } from '#events/envelope'
import { historyRow } from './appointment-history-rows.js'
import { latestTimes } from './appointment-views-fold.js'

const ids = { appointmentId: 'a1', patientUserId: 'pu1', providerUserId: 'vu1', patientId: 'p1', providerId: 'v1' }
let position = 10
const envelope = (type: string, payload: Record<string, unknown>): EventEnvelope<any> => ({
  id: `e${position}`,
  type,
  version: 1,
  aggregateType: 'appointment',
  aggregateId: 'a1',
  payload: { ...ids, ...payload },
  actorId: null,
  correlationId: null,
  causationId: null,
  occurredAt: '2026-11-22T00:00:00.000Z',
  position: String(position++),
})
const T1 = '2026-11-24T02:00:00.000Z'
const T2 = '2026-11-25T07:00:00.000Z'

describe('appointment history rows', () => {
  it('one row per change, with who, from and to', () => {
    expect(historyRow(envelope('AppointmentBooked', { scheduledAt: T1 }))).toMatchObject({
      action: 'BOOKED',
      actor_user_id: 'pu1',
      actor_role: 'PATIENT',
      from_scheduled_at: null,
      to_scheduled_at: T1,
    })
    expect(
      historyRow(
        envelope('AppointmentRescheduled', {
          fromScheduledAt: T1,
          scheduledAt: T2,
          rescheduledBy: 'PATIENT',
          rescheduledByUserId: 'pu1',
        })
      )
    ).toMatchObject({ action: 'RESCHEDULED', actor_user_id: 'pu1', from_scheduled_at: T1, to_scheduled_at: T2 })
    expect(
      historyRow(
        envelope('AppointmentCancelled', { scheduledAt: T2, cancelledBy: 'PROVIDER', cancelledByUserId: 'vu1', reason: 'Sakit' })
      )
    ).toMatchObject({ action: 'CANCELLED', actor_user_id: 'vu1', actor_role: 'PROVIDER', from_scheduled_at: T2, reason: 'Sakit' })
    expect(historyRow(envelope('SessionEnded', { scheduledAt: T2, endedBy: 'SYSTEM' }))).toMatchObject({
      action: 'COMPLETED',
      actor_user_id: null,
      actor_role: 'SYSTEM',
    })
    expect(historyRow(envelope('UserRegistered', {}))).toBeNull()
  })

  it('a cancellation from before issue 12 names its participant as the actor', () => {
    const row = historyRow(envelope('AppointmentCancelled', { scheduledAt: T1, cancelledBy: 'PATIENT' }))
    expect(row).toMatchObject({ actor_user_id: 'pu1', actor_role: 'PATIENT', reason: null })
  })

  it('the views take the latest move of each appointment in a batch', () => {
    const moves = [
      envelope('AppointmentRescheduled', { fromScheduledAt: T1, scheduledAt: T2 }),
      envelope('AppointmentRescheduled', { fromScheduledAt: T2, scheduledAt: T1 }),
    ]
    expect(latestTimes(moves)).toEqual([
      { id: 'a1', scheduled_at: T1, updated_at: '2026-11-22T00:00:00.000Z', last_position: moves[1].position },
    ])
  })
})
