import type { TransactionClientContract } from '@adonisjs/lucid/types/database'

/**
 * Serialises, per provider, everything that decides who gets one of their slots: bookings,
 * waitlist offers (a cancellation's consumer, the expiry worker), accepts and declines. Held to
 * the end of the caller's transaction. Always the first lock these transactions take, so they
 * cannot deadlock on each other (docs/waitlist.md).
 */
export async function lockProviderSchedule(trx: TransactionClientContract, providerId: string) {
  await trx.rawQuery(`SELECT pg_advisory_xact_lock(hashtextextended(?, 0))`, [`scheduling.provider-schedule:${providerId}`])
}

/** Is the slot held for a waiting patient (an open offer), other than `exceptOfferId`? */
export async function slotHeld(trx: TransactionClientContract, providerId: string, scheduledAt: Date, exceptOfferId?: string) {
  const query = trx
    .from('waitlist_offers')
    .where({ provider_id: providerId, status: 'OFFERED' })
    .where('scheduled_at', scheduledAt)
    .select('id')
  if (exceptOfferId) query.whereNot('id', exceptOfferId)
  return Boolean(await query.first())
}
