import type { WaitlistOfferClosed } from '#events/scheduling/waitlist-offer-closed'
import type { WaitlistSlotOffered } from '#events/scheduling/waitlist-slot-offered'
import type { WaitlistOfferStatus } from '../contracts/waitlist.js'
import { APPOINTMENT_MINUTES, checkBookableSlot, type ClinicRules, type ProviderSchedule } from './slots.js'

export type OfferOutcome = WaitlistOfferClosed['outcome']

/** An open or closed waitlist offer as the commands load it. */
export interface OfferState {
  id: string
  entryId: string
  status: WaitlistOfferStatus
  patientId: string
  patientUserId: string
  providerId: string
  scheduledAt: Date
  expiresAt: Date
}

/** WaitlistOfferClosed's payload for an offer that ends this way. Pure. */
export function offerClosed(offer: OfferState, outcome: OfferOutcome, appointmentId: string | null = null): WaitlistOfferClosed {
  return {
    offerId: offer.id,
    waitlistEntryId: offer.entryId,
    outcome,
    patientId: offer.patientId,
    patientUserId: offer.patientUserId,
    providerId: offer.providerId,
    scheduledAt: offer.scheduledAt.toISOString(),
    appointmentId,
  }
}

/** A freed slot as the offer command loads it: is it still worth offering, and to whom. */
export interface FreedSlotState {
  scheduledAt: Date
  provider: { id: string; userId: string; displayName: string; verified: boolean; status: string } | null
  /** The provider's schedule on the slot's clinic day. */
  schedule: ProviderSchedule
  /** Booked by someone (not cancelled) or held for another waiting patient. */
  takenOrHeld: boolean
}

/**
 * Whether a freed slot is offered at all: only while it is still bookable (provider verified and
 * active, tomorrow or later, one of their slots that day, not on a day off) and neither booked
 * nor held. Answers the clinic-local day whose waiting patients are asked, or null. Pure.
 */
export function decideFreedSlot(state: FreedSlotState, rules: { now: Date; clinic: ClinicRules }): { date: string } | null {
  const { provider } = state
  if (!provider || !provider.verified || provider.status !== 'ACTIVE') return null
  const check = checkBookableSlot(state.scheduledAt, rules.now, rules.clinic, state.schedule)
  if (!check.ok || state.takenOrHeld) return null
  return { date: check.localDate }
}

/** The offer as inserted (its id and hold end come from the database). */
export interface InsertedOffer {
  id: string
  entryId: string
  patientId: string
  patientUserId: string
  expiresAt: Date
}

/** WaitlistSlotOffered's payload for an offer just made; the patient's name and e-mail when known. Pure. */
export function slotOffered(
  state: FreedSlotState & { provider: NonNullable<FreedSlotState['provider']> },
  offer: InsertedOffer,
  patient: { fullName: string; email: string } | null,
  zone: string
): WaitlistSlotOffered {
  return {
    offerId: offer.id,
    waitlistEntryId: offer.entryId,
    patientId: offer.patientId,
    patientUserId: offer.patientUserId,
    providerId: state.provider.id,
    providerUserId: state.provider.userId,
    providerName: state.provider.displayName,
    scheduledAt: state.scheduledAt.toISOString(),
    expiresAt: offer.expiresAt.toISOString(),
    ...(patient ? { patientName: patient.fullName, patientEmail: patient.email } : {}),
    durationMinutes: APPOINTMENT_MINUTES,
    timezone: zone,
  }
}
