import { describe, expect, it } from 'vitest'
import { testEnvelope } from '#events/testing/envelope'
import { schedulingPushesFor as pushesFor, SCHEDULING_PUSHED_TYPES as PUSHED_EVENT_TYPES } from './pushes.js'

const envelope = testEnvelope

describe('pushesFor (scheduling)', () => {
  const appointment = {
    appointmentId: 'a1',
    patientUserId: 'pu1',
    providerUserId: 'vu1',
    patientId: 'p1',
    providerId: 'v1',
  }

  it('tells both participants about a booking and a cancellation', () => {
    for (const [type, status] of [
      ['AppointmentBooked', 'SCHEDULED'],
      ['AppointmentCancelled', 'CANCELLED'],
    ]) {
      const pushes = pushesFor(envelope(type, { ...appointment, status }))
      expect(pushes).toEqual([
        {
          rooms: ['user:pu1', 'user:vu1'],
          event: 'appointment.changed',
          data: { type, appointmentId: 'a1', status, position: '7', at: '2026-11-22T00:00:00.000Z' },
        },
      ])
    }
  })

  it('tells both participants about a move, with the new time', () => {
    const moved = { ...appointment, fromScheduledAt: '2026-11-24T02:00:00.000Z', scheduledAt: '2026-11-25T07:00:00.000Z' }
    expect(pushesFor(envelope('AppointmentRescheduled', moved))).toEqual([
      {
        rooms: ['user:pu1', 'user:vu1'],
        event: 'appointment.changed',
        data: {
          type: 'AppointmentRescheduled',
          appointmentId: 'a1',
          status: 'SCHEDULED',
          scheduledAt: '2026-11-25T07:00:00.000Z',
          position: '7',
          at: '2026-11-22T00:00:00.000Z',
        },
      },
    ])
    expect(PUSHED_EVENT_TYPES).toContain('AppointmentRescheduled')
  })

  it('tells the consultation room too when the session ended', () => {
    const [push] = pushesFor(envelope('SessionEnded', { ...appointment, status: 'COMPLETED' }))
    expect(push.rooms).toEqual(['user:pu1', 'user:vu1', 'appointment:a1'])
    expect(push).toMatchObject({ event: 'appointment.changed', data: { type: 'SessionEnded', status: 'COMPLETED' } })
  })

  it('tells only the patient when their waitlist changes (a slot offered live, an offer ended)', () => {
    const waitlist = { waitlistEntryId: 'w1', patientUserId: 'pu1', providerUserId: 'vu1' }
    for (const type of ['WaitlistJoined', 'WaitlistLeft', 'WaitlistSlotOffered', 'WaitlistOfferClosed']) {
      const offerId = type.includes('Offer') ? 'o1' : undefined
      expect(pushesFor(envelope(type, { ...waitlist, offerId }))).toEqual([
        {
          rooms: ['user:pu1'],
          event: 'waitlist.changed',
          data: { type, waitlistEntryId: 'w1', offerId: offerId ?? null, position: '7', at: '2026-11-22T00:00:00.000Z' },
        },
      ])
      expect(PUSHED_EVENT_TYPES).toContain(type)
    }
  })

  it('the gateway subscribes to every event type that pushes', () => {
    for (const type of ['AppointmentBooked', 'AppointmentCancelled', 'SessionEnded', 'ProviderScheduleUpdated']) {
      expect(PUSHED_EVENT_TYPES).toContain(type)
    }
  })

  it('ignores events no screen shows', () => {
    expect(pushesFor(envelope('SomethingElse', {}))).toEqual([])
  })
})
