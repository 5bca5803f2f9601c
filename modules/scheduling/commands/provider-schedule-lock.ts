import { lockProviderSchedule as lockSchedule } from '../queries/provider-schedule.js'
import type { TransactionClientContract } from '@adonisjs/lucid/types/database'

/**
 * Serialises, per provider, everything that decides who gets one of their slots: waitlist offers
 * (a cancellation's consumer, the expiry worker), accepts and declines take the provider's schedule
 * lock exclusively; bookings take it shared (queries/provider-schedule.ts). Held to the end of the
 * caller's transaction; always the first lock these transactions take, so they cannot deadlock on
 * each other (docs/waitlist.md).
 */
export async function lockProviderSchedule(trx: TransactionClientContract, providerId: string) {
  await lockSchedule(trx, providerId, 'change')
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
