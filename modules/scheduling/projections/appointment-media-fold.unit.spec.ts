import { describe, expect, it } from 'vitest'
import type { EventEnvelope } from '#events/envelope'
import { latestMedia } from './appointment-media-fold.js'

const A = '3f1c2a9e-5b7d-4c11-9a0e-2b8f6d4e1a77'
const event = (type: string, position: string, payload: Record<string, unknown>): EventEnvelope<any> => ({
  id: `e${position}`,
  type,
  version: 1,
  aggregateType: 'appointment',
  aggregateId: A,
  actorId: null,
  correlationId: null,
  causationId: null,
  occurredAt: '2026-03-02T02:00:00.000Z',
  position,
  payload: {
    appointmentId: A,
    userId: 'u',
    firstConnectedAt: '2026-03-02T02:01:00.000Z',
    reconnections: 0,
    connectedSeconds: 0,
    ...payload,
  },
})

describe('latestMedia', () => {
  it("per appointment and side the newest event's running totals; an ended interval records its end", () => {
    const events = [
      event('ConsultationMediaConnected', '10', { role: 'PATIENT', at: '2026-03-02T02:01:00.000Z' }),
      event('ConsultationMediaConnected', '11', { role: 'PROVIDER', at: '2026-03-02T02:02:00.000Z' }),
      event('ConsultationMediaEnded', '13', { role: 'PATIENT', at: '2026-03-02T02:11:00.000Z', connectedSeconds: 600 }),
      // an older event redelivered after a newer one loses by position
      event('ConsultationMediaConnected', '12', { role: 'PATIENT', at: '2026-03-02T02:05:00.000Z' }),
      event('AppointmentCancelled', '14', { role: 'PATIENT' }),
    ]
    expect(latestMedia(events, 'PATIENT')).toEqual([
      {
        id: A,
        side: {
          firstConnectedAt: '2026-03-02T02:01:00.000Z',
          connectedSeconds: 600,
          reconnections: 0,
          lastEndedAt: '2026-03-02T02:11:00.000Z',
          position: '13',
        },
      },
    ])
    expect(latestMedia(events, 'PROVIDER')[0].side).toMatchObject({ connectedSeconds: 0, lastEndedAt: null, position: '11' })
  })
})
