import type { EventEnvelope } from '#events/envelope'
import type { EventPushes, ModulePush } from '#modules/kernel/index'
import type { AppointmentChangedPush } from './contracts/appointment-changed-push.js'
import type { AvailabilityChangedPush } from './contracts/availability-changed-push.js'
import type { WaitlistChangedPush } from './contracts/waitlist.js'

/** Which screens must hear about scheduling's events. Pure, so it is unit-tested. */
export function schedulingPushesFor(event: EventEnvelope<any>): ModulePush[] {
  switch (event.type) {
    case 'AppointmentBooked':
    case 'AppointmentRescheduled':
    case 'AppointmentCancelled':
    case 'SessionEnded': {
      const p = event.payload
      const rooms = [`user:${p.patientUserId}`, `user:${p.providerUserId}`]
      if (event.type === 'SessionEnded') rooms.push(`appointment:${p.appointmentId}`)
      return [
        {
          rooms,
          event: 'appointment.changed',
          data: {
            type: event.type,
            appointmentId: p.appointmentId,
            // a move keeps the appointment SCHEDULED (only SCHEDULED ones can move)
            status: event.type === 'AppointmentRescheduled' ? 'SCHEDULED' : p.status,
            ...(event.type === 'AppointmentRescheduled' ? { scheduledAt: p.scheduledAt } : {}),
            position: event.position,
            at: event.occurredAt,
          } satisfies AppointmentChangedPush,
        },
      ]
    }
    // patients looking at this provider's slots, and the provider's own other screens
    case 'ProviderScheduleUpdated': {
      const p = event.payload
      const data = {
        type: 'ProviderScheduleUpdated',
        providerId: p.providerId,
        position: event.position,
        at: event.occurredAt,
      } satisfies AvailabilityChangedPush
      return [{ rooms: [`availability:${p.providerId}`, `user:${p.providerUserId}`], event: 'availability.changed', data }]
    }
    // the patient's 'Daftar Tunggu' section: joined, left, a slot offered (live), an offer ended
    case 'WaitlistJoined':
    case 'WaitlistLeft':
    case 'WaitlistSlotOffered':
    case 'WaitlistOfferClosed': {
      const p = event.payload
      const data = {
        type: event.type,
        waitlistEntryId: p.waitlistEntryId,
        offerId: p.offerId ?? null,
        position: event.position,
        at: event.occurredAt,
      } satisfies WaitlistChangedPush
      return [{ rooms: [`user:${p.patientUserId}`], event: 'waitlist.changed', data }]
    }
    default:
      return []
  }
}

/** The event types of scheduling that produce pushes. */
export const SCHEDULING_PUSHED_TYPES = [
  'AppointmentBooked',
  'AppointmentRescheduled',
  'AppointmentCancelled',
  'SessionEnded',
  'ProviderScheduleUpdated',
  'WaitlistJoined',
  'WaitlistLeft',
  'WaitlistSlotOffered',
  'WaitlistOfferClosed',
]

export const schedulingPushes: EventPushes = { types: SCHEDULING_PUSHED_TYPES, pushesFor: schedulingPushesFor }
