import type { TransactionClientContract } from '@adonisjs/lucid/types/database'
import { DateTime } from 'luxon'
import type { EventMetadata } from '#events/envelope'
import { appendEvents } from '#events/outbox'
import { WaitlistSlotOfferedV1 } from '#events/scheduling/waitlist-slot-offered'
import { clinicSettings } from '#modules/clinic/index'
import { findPatientProfileByUserId, findProviderProfile } from '#modules/identity/index'
import { decideFreedSlot, slotOffered, type FreedSlotState } from '../domain/waitlist-offer-events.js'
import { lockProviderSchedule, slotHeld } from './provider-schedule-lock.js'
import { loadProviderSchedule } from '../queries/provider-schedule.js'

export interface FreedSlot {
  providerId: string
  scheduledAt: Date
  /** The cancelled or moved appointment that freed it. */
  freedByAppointmentId: string | null
}

/**
 * Offers a freed slot to the first patient waiting for that provider's day (FIFO by join order),
 * held until now + the clinic's `waitlistHoldMinutes`, with WaitlistSlotOffered (notification mails
 * the patient from it: modules/notification/consumers/waitlist-offer-mails.ts).
 * Nothing happens when the slot is no longer bookable (past, off duty, provider not bookable),
 * already booked or held, or when nobody eligible waits: then it is simply free for everyone.
 *
 * Load -> decideFreedSlot (pure, domain/waitlist-offer-events.ts) -> the offer to the first in line
 * + WaitlistSlotOffered. Runs in the caller's transaction under the provider's lock, so two slots freed at once are
 * offered one after the other; the partial unique indexes of waitlist_offers refuse a second open
 * offer for the same slot, entry or patient-day even if a caller forgot the lock.
 */
export async function offerFreedSlot(trx: TransactionClientContract, slot: FreedSlot, meta: EventMetadata = {}) {
  await lockProviderSchedule(trx, slot.providerId)
  const settings = clinicSettings()
  const clinic = { zone: settings.timezone, clinicSlots: settings.slots }
  const state = await loadFreedSlot(trx, slot, clinic.zone)
  const decision = decideFreedSlot(state, { now: new Date(), clinic })
  const { provider } = state
  if (!decision || !provider) return null

  const passedOver: string[] = []
  for (;;) {
    const entry = await nextInLine(trx, slot, decision.date, passedOver)
    if (!entry) return null
    const { rows } = await trx.rawQuery(
      `INSERT INTO waitlist_offers (entry_id, patient_id, patient_user_id, provider_id, provider_user_id, date, scheduled_at,
                                    expires_at, freed_by_appointment_id)
       VALUES (?, ?, ?, ?, ?, ?, ?, now() + make_interval(mins => ?), ?)
       ON CONFLICT DO NOTHING
       RETURNING *`,
      [
        entry.id,
        entry.patient_id,
        entry.patient_user_id,
        entry.provider_id,
        entry.provider_user_id,
        decision.date,
        slot.scheduledAt,
        settings.waitlistHoldMinutes,
        slot.freedByAppointmentId as string,
      ]
    )
    const offer = rows[0]
    if (!offer) {
      // a unique index refused it (an open offer of this patient elsewhere that day, committed meanwhile)
      passedOver.push(entry.id)
      continue
    }
    await trx.from('waitlist_entries').where('id', entry.id).update({ status: 'OFFERED', updated_at: new Date() })
    const patient = await findPatientProfileByUserId(entry.patient_user_id, trx)
    const inserted = {
      id: offer.id,
      entryId: entry.id,
      patientId: entry.patient_id,
      patientUserId: entry.patient_user_id,
      expiresAt: new Date(offer.expires_at),
    }
    const payload = slotOffered({ ...state, provider }, inserted, patient, clinic.zone)
    const position = await appendEvents(trx, [WaitlistSlotOfferedV1.create(offer.id, payload)], meta)
    return { offer, position }
  }
}

/** The plain state decideFreedSlot reads: the provider, their schedule that day, the slot's occupancy. */
async function loadFreedSlot(trx: TransactionClientContract, slot: FreedSlot, zone: string): Promise<FreedSlotState> {
  const provider = await findProviderProfile(slot.providerId, trx)
  const localDay = DateTime.fromJSDate(slot.scheduledAt, { zone }).toISODate() ?? '0000-01-01'
  const [schedule, taken, held] = await Promise.all([
    loadProviderSchedule(slot.providerId, provider?.availableSlots ?? null, { on: localDay }, trx),
    trx
      .from('appointments')
      .where({ provider_id: slot.providerId })
      .where('scheduled_at', slot.scheduledAt)
      .whereNot('status', 'CANCELLED')
      .first(),
    slotHeld(trx, slot.providerId, slot.scheduledAt),
  ])
  return { scheduledAt: slot.scheduledAt, provider, schedule, takenOrHeld: Boolean(taken) || held }
}

/** The first eligible waiting entry, locked; entries another transaction holds are skipped. */
async function nextInLine(trx: TransactionClientContract, slot: FreedSlot, date: string, passedOver: string[]) {
  const { rows } = await trx.rawQuery(
    `SELECT e.* FROM waitlist_entries e
      WHERE e.provider_id = ? AND e.date = ? AND e.status = 'WAITING'
        AND NOT (e.id = ANY(?::uuid[]))
        -- not a patient busy at that time, nor one already holding an offer that day
        AND NOT EXISTS (SELECT 1 FROM appointments a
                         WHERE a.patient_id = e.patient_id AND a.scheduled_at = ? AND a.status <> 'CANCELLED')
        AND NOT EXISTS (SELECT 1 FROM waitlist_offers o
                         WHERE o.patient_id = e.patient_id AND o.date = e.date AND o.status = 'OFFERED')
      ORDER BY e.line_no
      LIMIT 1
      FOR UPDATE OF e SKIP LOCKED`,
    [slot.providerId, date, `{${passedOver.join(',')}}`, slot.scheduledAt]
  )
  return rows[0] ?? null
}
