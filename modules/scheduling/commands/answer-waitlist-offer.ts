import db from '@adonisjs/lucid/services/db'
import { appendEvents } from '#events/outbox'
import { forbidden, type CommandContext } from '#modules/kernel/index'
import { decideOfferAnswer, waitedType } from '../domain/waitlist-rules.js'
import { bookAppointment } from './book-appointment.js'
import { closeOffer, offerState, refusalError } from './close-waitlist-offer.js'
import { offerFreedSlot } from './offer-freed-slot.js'
import { lockProviderSchedule } from './provider-schedule-lock.js'

/** The offer with the consultation type its entry waits for (`appointment_type`). */
const findOffer = (id: string) =>
  db
    .from('waitlist_offers as o')
    .leftJoin('waitlist_entries as e', 'e.id', 'o.entry_id')
    .where('o.id', id)
    .select('o.*', 'e.appointment_type')
    .first()

/**
 * The offered patient takes the held slot: booked through the booking command (every booking
 * rule, AppointmentBooked, the e-mails) as the type they waited for, the offer ACCEPTED and the
 * entry FULFILLED in the same transaction. Anyone else: 404; after the hold: 410 and nothing is booked; twice: 409.
 */
export async function acceptWaitlistOffer(offerId: string, ctx: CommandContext, now = new Date()) {
  if (ctx.actor?.role !== 'PATIENT') throw forbidden('scheduling.waitlist_only_patients')
  const userId = ctx.actor.userId
  const offer = await findOffer(offerId)
  const early = decideOfferAnswer(offerState(offer), userId, now)
  if (!early.ok) throw refusalError(early)

  return bookAppointment(
    {
      providerId: offer.provider_id,
      scheduledAt: new Date(offer.scheduled_at).toISOString(),
      patientId: undefined,
      reason: undefined,
      complaint: undefined,
      paymentMethod: undefined,
      // the type the patient waited for, under the same rule as any booking (chat only where the provider offers it)
      type: waitedType({ type: offer.appointment_type }),
    },
    ctx,
    now,
    // checked again and closed in the booking's transaction, under the provider's lock (domain/booking.ts)
    offerId
  )
}

/** The offered patient lets the slot go: it is offered to the next patient in line at once. */
export async function declineWaitlistOffer(offerId: string, ctx: CommandContext) {
  if (ctx.actor?.role !== 'PATIENT') throw forbidden('scheduling.waitlist_only_patients')
  const userId = ctx.actor.userId
  const offer = await findOffer(offerId)
  const early = decideOfferAnswer(offerState(offer), userId, new Date())
  if (!early.ok) throw refusalError(early)
  const meta = { actorId: userId, correlationId: ctx.correlationId }
  return db.transaction(async (trx) => {
    await lockProviderSchedule(trx, offer.provider_id)
    const current = await trx.from('waitlist_offers').where('id', offerId).forUpdate().first()
    const decision = decideOfferAnswer(offerState(current), userId, new Date())
    if (!decision.ok) throw refusalError(decision)
    const position = await appendEvents(trx, [await closeOffer(trx, current, 'DECLINED')], meta)
    const next = await offerFreedSlot(trx, freedSlotOf(current), meta)
    return { position: next?.position ?? position }
  })
}

export const freedSlotOf = (offer: Record<string, any>) => ({
  providerId: offer.provider_id as string,
  scheduledAt: new Date(offer.scheduled_at),
  freedByAppointmentId: (offer.freed_by_appointment_id as string | null) ?? null,
})
