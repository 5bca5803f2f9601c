import type { TransactionClientContract } from '@adonisjs/lucid/types/database'
import { WaitlistOfferClosedV1, type WaitlistOfferClosed } from '#events/scheduling/waitlist-offer-closed'
import { DomainError } from '#modules/kernel/index'
import type { Refusal } from '../domain/waitlist-rules.js'
import { offerClosed, type OfferOutcome, type OfferState } from '../domain/waitlist-offer-events.js'

export type { OfferOutcome }

/** The entry's status once its offer ended this way. */
const ENTRY_STATUS: Record<OfferOutcome, string> = { ACCEPTED: 'FULFILLED', DECLINED: 'DECLINED', EXPIRED: 'EXPIRED' }

/** Writes a decided close: the offer and its entry, in the caller's transaction. */
export async function closeOfferRows(trx: TransactionClientContract, closed: WaitlistOfferClosed) {
  const now = new Date()
  await trx
    .from('waitlist_offers')
    .where('id', closed.offerId)
    .update({ status: closed.outcome, closed_at: now, appointment_id: closed.appointmentId })
  await trx
    .from('waitlist_entries')
    .where('id', closed.waitlistEntryId)
    .update({ status: ENTRY_STATUS[closed.outcome], closed_at: now, updated_at: now })
}

/** Closes an open offer (and its entry) in the caller's transaction; returns its WaitlistOfferClosed event. */
export async function closeOffer(
  trx: TransactionClientContract,
  offer: Record<string, any>,
  outcome: OfferOutcome,
  appointmentId: string | null = null
) {
  const closed = offerClosed(offerState(offer)!, outcome, appointmentId)
  await closeOfferRows(trx, closed)
  return WaitlistOfferClosedV1.create(offer.id, closed)
}

/** A waitlist_offers row as the rules read it (null when there is none). */
export const offerState = (row: Record<string, any> | undefined | null): OfferState | null =>
  row
    ? {
        id: row.id,
        entryId: row.entry_id,
        status: row.status,
        patientId: row.patient_id,
        patientUserId: row.patient_user_id,
        providerId: row.provider_id,
        scheduledAt: new Date(row.scheduled_at),
        expiresAt: new Date(row.expires_at),
      }
    : null

export const refusalError = (refusal: Refusal) =>
  new DomainError(refusal.status, refusal.message, refusal.field ? [{ field: refusal.field, message: refusal.message }] : undefined)
