import type { DateTime } from 'luxon'
import { DEFAULT_APPOINTMENT_TYPE, type AppointmentType } from '../contracts/appointment-type.js'
import type { AvailabilitySlot } from '../contracts/provider-availability.js'
import type { WaitlistOfferStatus } from '../contracts/waitlist.js'
import { earliestBookable, MAX_DAYS_AHEAD } from './slots.js'

export type Refusal = { ok: false; status: number; message: string; field?: string }
export type Decision = { ok: true } | Refusal

const refuse = (status: number, message: string, field?: string): Refusal => ({ ok: false, status, message, field })

/**
 * A patient may wait for a day only when booking it is still possible (tomorrow or later, within
 * the booking horizon), the provider works that day, and none of its slots is free (a slot held
 * for another waiting patient counts as not free).
 */
export function checkWaitlistDay(day: DateTime, now: Date, slots: AvailabilitySlot[]): Decision {
  const earliest = earliestBookable(now, day.zoneName!)
  if (day < earliest) return refuse(422, 'scheduling.waitlist_day_passed', 'date')
  if (day >= earliest.plus({ days: MAX_DAYS_AHEAD })) return refuse(422, 'scheduling.waitlist_day_too_far', 'date')
  if (slots.length === 0) return refuse(422, 'scheduling.waitlist_provider_off_duty', 'date')
  if (slots.some((slot) => slot.available)) return refuse(422, 'scheduling.waitlist_day_has_free_slots', 'date')
  return { ok: true }
}

export interface OfferFacts {
  status: WaitlistOfferStatus
  patientUserId: string
  expiresAt: Date
}

/**
 * Who may take an offered slot, and until when: only the patient it is held for (anyone else
 * learns nothing: 404), only while OFFERED, and only before the hold ends (410 after, even if
 * the expiry worker has not closed it yet).
 */
export function decideOfferAnswer(offer: OfferFacts | null, userId: string, now: Date): Decision {
  if (!offer || offer.patientUserId !== userId) return refuse(404, 'scheduling.waitlist_offer_not_found')
  switch (offer.status) {
    case 'OFFERED':
      return offer.expiresAt.getTime() <= now.getTime() ? refuse(410, 'scheduling.waitlist_offer_expired') : { ok: true }
    case 'EXPIRED':
      return refuse(410, 'scheduling.waitlist_offer_expired')
    case 'ACCEPTED':
      return refuse(409, 'scheduling.waitlist_offer_already_accepted')
    case 'DECLINED':
      return refuse(409, 'scheduling.waitlist_offer_already_declined')
  }
}

/**
 * The consultation a waitlist entry books when its offer is taken: the type it was joined for. An
 * entry (or a WaitlistJoined) from before chat consultations has none: it waited for a video visit.
 */
export const waitedType = (entry: { type?: AppointmentType | string | null }): AppointmentType =>
  entry.type === 'CHAT' || entry.type === 'VIDEO' ? entry.type : DEFAULT_APPOINTMENT_TYPE
