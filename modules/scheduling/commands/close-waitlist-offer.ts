import type { TransactionClientContract } from '@adonisjs/lucid/types/database'
import { WaitlistOfferClosedV1 } from '#events/scheduling/waitlist-offer-closed'
import { DomainError } from '#modules/kernel/index'
import type { Refusal } from '../domain/waitlist-rules.js'

export type OfferOutcome = 'ACCEPTED' | 'DECLINED' | 'EXPIRED'

/** The entry's status once its offer ended this way. */
const ENTRY_STATUS: Record<OfferOutcome, string> = { ACCEPTED: 'FULFILLED', DECLINED: 'DECLINED', EXPIRED: 'EXPIRED' }

/** Closes an open offer (and its entry) in the caller's transaction; returns its WaitlistOfferClosed event. */
export async function closeOffer(
  trx: TransactionClientContract,
  offer: Record<string, any>,
  outcome: OfferOutcome,
  appointmentId: string | null = null
) {
  const now = new Date()
  await trx.from('waitlist_offers').where('id', offer.id).update({ status: outcome, closed_at: now, appointment_id: appointmentId })
  await trx
    .from('waitlist_entries')
    .where('id', offer.entry_id)
    .update({ status: ENTRY_STATUS[outcome], closed_at: now, updated_at: now })
  return WaitlistOfferClosedV1.create(offer.id, {
    offerId: offer.id,
    waitlistEntryId: offer.entry_id,
    outcome,
    patientId: offer.patient_id,
    patientUserId: offer.patient_user_id,
    providerId: offer.provider_id,
    scheduledAt: new Date(offer.scheduled_at).toISOString(),
    appointmentId,
  })
}

export const offerFacts = (row: Record<string, any> | undefined | null) =>
  row ? { status: row.status, patientUserId: row.patient_user_id, expiresAt: new Date(row.expires_at) } : null

export const refusalError = (refusal: Refusal) =>
  new DomainError(refusal.status, refusal.message, refusal.field ? [{ field: refusal.field, message: refusal.message }] : undefined)
