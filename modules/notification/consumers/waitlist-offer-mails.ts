import { defineConsumer, readsTypes } from '#events/consumer'
import type { EventEnvelope } from '#events/envelope'
import type { WaitlistSlotOffered } from '#events/scheduling/waitlist-slot-offered'
import { clinicSettings } from '#modules/clinic/index'
import { waitlistOfferMail } from '../domain/waitlist-offer-mail.js'
import { queueMail } from '../mail/queue-mail.js'

export const WAITLIST_OFFER_MAILS_CONSUMER = 'notification.waitlist-offer-mails'

/**
 * Mails the patient a slot scheduling offered them from the waitlist (WaitlistSlotOffered).
 * Exactly once: the consumer's inbox row and the mail row commit together, and the mail's
 * dedupe key (the offer) refuses a second row even past the inbox. `wake` pokes the local worker
 * after commit.
 */
export function waitlistOfferMailsConsumer(wake: () => void) {
  return defineConsumer({
    name: WAITLIST_OFFER_MAILS_CONSUMER,
    handlers: readsTypes(['WaitlistSlotOffered']),
    async applyBatch(events, trx) {
      const zone = clinicSettings().timezone
      for (const event of events as EventEnvelope<WaitlistSlotOffered>[]) {
        const mail = waitlistOfferMail(event.payload, zone)
        if (mail) await queueMail(trx, mail, wake)
      }
    },
  })
}
