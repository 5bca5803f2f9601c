import type { TransactionClientContract } from '@adonisjs/lucid/types/database'
import { DateTime } from 'luxon'
import type { EventMetadata } from '#events/envelope'
import { appendEvents } from '#events/outbox'
import { WaitlistSlotOfferedV1 } from '#events/scheduling/waitlist-slot-offered'
import { clinicSettings } from '#modules/clinic/index'
import { findPatientProfileByUserId, findProviderProfile } from '#modules/identity/index'
import { APPOINTMENT_MINUTES, checkBookableSlot } from '../domain/slots.js'
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
 * Runs in the caller's transaction under the provider's lock, so two slots freed at once are
 * offered one after the other; the partial unique indexes of waitlist_offers refuse a second open
 * offer for the same slot, entry or patient-day even if a caller forgot the lock.
 */
export async function offerFreedSlot(trx: TransactionClientContract, slot: FreedSlot, meta: EventMetadata = {}) {
  await lockProviderSchedule(trx, slot.providerId)
  const provider = await findProviderProfile(slot.providerId, trx)
  if (!provider || !provider.verified || provider.status !== 'ACTIVE') return null

  const settings = clinicSettings()
  const zone = settings.timezone
  const clinic = { zone, clinicSlots: settings.slots }
  const localDay = DateTime.fromJSDate(slot.scheduledAt, { zone }).toISODate() ?? '0000-01-01'
  const schedule = await loadProviderSchedule(provider.id, provider.availableSlots, { on: localDay }, trx)
  const check = checkBookableSlot(slot.scheduledAt, new Date(), clinic, schedule)
  if (!check.ok) return null
  const taken = await trx
    .from('appointments')
    .where({ provider_id: slot.providerId })
    .where('scheduled_at', slot.scheduledAt)
    .whereNot('status', 'CANCELLED')
    .first()
  if (taken || (await slotHeld(trx, slot.providerId, slot.scheduledAt))) return null

  const date = check.localDate
  const passedOver: string[] = []
  for (;;) {
    const entry = await nextInLine(trx, slot, date, passedOver)
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
        date,
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
    const payload = {
      offerId: offer.id,
      waitlistEntryId: entry.id,
      patientId: entry.patient_id,
      patientUserId: entry.patient_user_id,
      providerId: provider.id,
      providerUserId: provider.userId,
      providerName: provider.displayName,
      scheduledAt: slot.scheduledAt.toISOString(),
      expiresAt: new Date(offer.expires_at).toISOString(),
      ...(patient ? { patientName: patient.fullName, patientEmail: patient.email } : {}),
      durationMinutes: APPOINTMENT_MINUTES,
      timezone: zone,
    }
    const position = await appendEvents(trx, [WaitlistSlotOfferedV1.create(offer.id, payload)], meta)
    return { offer, position }
  }
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
