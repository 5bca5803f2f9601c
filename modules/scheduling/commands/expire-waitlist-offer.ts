import db from '@adonisjs/lucid/services/db'
import { appendEvents } from '#events/outbox'
import { freedSlotOf } from './answer-waitlist-offer.js'
import { closeOffer } from './close-waitlist-offer.js'
import { offerFreedSlot } from './offer-freed-slot.js'
import { lockProviderSchedule } from './provider-schedule-lock.js'

/**
 * Ends an offer whose hold is over and passes its slot to the next patient in line (or leaves it
 * free for everyone). Safe on several nodes at once: the provider's lock, then the offer claimed
 * with FOR UPDATE SKIP LOCKED and re-checked; a node that comes second finds it closed.
 */
export async function expireWaitlistOffer(offerId: string, providerId: string): Promise<boolean> {
  return db.transaction(async (trx) => {
    await lockProviderSchedule(trx, providerId)
    const { rows } = await trx.rawQuery(
      `SELECT * FROM waitlist_offers WHERE id = ? AND status = 'OFFERED' AND expires_at <= now() FOR UPDATE SKIP LOCKED`,
      [offerId]
    )
    const offer = rows[0]
    if (!offer) return false
    const meta = { correlationId: `waitlist-expiry:${offerId}` }
    await appendEvents(trx, [await closeOffer(trx, offer, 'EXPIRED')], meta)
    await offerFreedSlot(trx, freedSlotOf(offer), meta)
    return true
  })
}
