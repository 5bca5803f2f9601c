import type { TransactionClientContract } from '@adonisjs/lucid/types/database'
import { defineConsumer } from '#events/consumer'
import type { EventEnvelope } from '#events/envelope'
import type { AppointmentCancelled } from '#events/scheduling/appointment-cancelled'
import type { AppointmentRescheduled } from '#events/scheduling/appointment-rescheduled'
import { offerFreedSlot } from '../commands/offer-freed-slot.js'

export const WAITLIST_OFFERS_CONSUMER = 'scheduling.waitlist-offers'

const metaOf = (e: EventEnvelope<unknown>) => ({ correlationId: e.correlationId ?? undefined, causationId: e.id })

/**
 * A slot freed by a cancellation, or the old slot of a moved appointment, goes to the first
 * patient waiting for that provider's day (docs/waitlist.md). `onOffered` wakes the expiry worker.
 */
export function offerFreedSlotsPolicy(onOffered: () => void) {
  return defineConsumer({
    name: WAITLIST_OFFERS_CONSUMER,
    handlers: {
      async AppointmentCancelled(e: EventEnvelope<AppointmentCancelled>, trx: TransactionClientContract) {
        const p = e.payload
        await offerFreedSlot(
          trx,
          { providerId: p.providerId, scheduledAt: new Date(p.scheduledAt), freedByAppointmentId: p.appointmentId },
          metaOf(e)
        )
      },
      async AppointmentRescheduled(e: EventEnvelope<AppointmentRescheduled>, trx: TransactionClientContract) {
        const p = e.payload
        await offerFreedSlot(
          trx,
          { providerId: p.providerId, scheduledAt: new Date(p.fromScheduledAt), freedByAppointmentId: p.appointmentId },
          metaOf(e)
        )
      },
    },
    afterCommitBatch: onOffered,
  })
}
