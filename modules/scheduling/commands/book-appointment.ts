import db from '@adonisjs/lucid/services/db'
import type { QueryClientContract } from '@adonisjs/lucid/types/database'
import { DateTime } from 'luxon'
import { appendEvents } from '#events/outbox'
import { WaitlistOfferClosedV1 } from '#events/scheduling/waitlist-offer-closed'
import { clinicSettings } from '#modules/clinic/index'
import { DomainError, KeyedGate, type CommandContext } from '#modules/kernel/index'
import { findBookingParties, type ProviderProfile } from '#modules/identity/index'
import { checkBookableSlot, type ClinicRules } from '../domain/slots.js'
import { SLOT_TAKEN_MESSAGE, decideBooking, type BookingCommand, type BookingRefusal, type BookingState } from '../domain/booking.js'
import { appointmentDto } from '../domain/appointment-dto.js'
import { loadProviderSchedule, lockProviderSchedule } from '../queries/provider-schedule.js'
import { loadBookingSlotFacts } from '../queries/booking-slot.js'
import { settings } from '../settings.js'
import type { BookAppointmentRequest } from '../contracts/book-appointment-request.js'
import { closeOfferRows, offerState } from './close-waitlist-offer.js'
import { appointmentBooked, insertAppointment, newAppointmentLink } from './record-booking.js'

export { DEFAULT_REASON, PROFILE_INCOMPLETE_MESSAGE, SLOT_HELD_MESSAGE, SLOT_TAKEN_MESSAGE } from '../domain/booking.js'
export const PATIENT_BUSY_MESSAGE = 'scheduling.patient_busy'

const refused = (r: BookingRefusal) => new DomainError(r.status, r.message, r.fields, r.params)

/**
 * A patient books one of a provider's slots (or takes the waitlist offer `offerId` holds for
 * them). Load -> decideBooking (pure, domain/booking.ts) without a lock, so a refusal (a taken
 * slot) costs no transaction; then, one attempt per slot at a time on this node, in one
 * transaction, the provider's side again under the provider's schedule lock -> decideBooking ->
 * insert + append. The slot's uniqueness is the
 * database's job (partial unique indexes over non-cancelled appointments), so a race has exactly
 * one winner; the losers get 409.
 */
export async function bookAppointment(input: BookAppointmentRequest, ctx: CommandContext, now = new Date(), offerId?: string) {
  const scheduledAt = new Date(input.scheduledAt)
  const { id, meetLink } = await newAppointmentLink(scheduledAt)
  const command: BookingCommand = {
    actor: ctx.actor,
    providerId: input.providerId,
    scheduledAt,
    patientId: input.patientId,
    reason: input.reason,
    complaint: input.complaint,
    paymentMethod: input.paymentMethod,
    type: input.type,
    offerId,
    appointmentId: id,
    meetLink,
    now,
    clinic: settings.clinic(),
  }
  // One attempt per slot at a time on this node: the others wait for its outcome and look again,
  // so the losers of a race learn it from a plain read instead of a rolled-back transaction.
  const slotKey = `${command.providerId.toLowerCase()} ${scheduledAt.toISOString()}`
  for (;;) {
    await bookingsInFlight.idle(slotKey)
    // Everything the rules read, with no transaction and no lock: a refusal seen now (a taken slot
    // above all, the losers of a race) is a refusal at this instant and costs no lock.
    const seen = await loadBookingState(db.connection(), command)
    const early = decideBooking(command, seen)
    if (!early.ok) throw refused(early)
    const booked = bookingsInFlight.run(slotKey, () => bookLocked(command, seen, ctx))
    if (booked) return booked
  }
}

const bookingsInFlight = new KeyedGate()

/** The booking's transaction: the provider's side again under the schedule lock, then insert + append. */
async function bookLocked(command: BookingCommand, seen: BookingState, ctx: CommandContext) {
  try {
    return await db.transaction(async (trx) => {
      // the provider's schedule lock (shared) first: a day off saved or a slot offered meanwhile wins
      // (lockProviderSchedule, docs/waitlist.md); the provider's side is read again under it
      await lockProviderSchedule(trx, command.providerId, 'book')
      const state = { ...seen, ...slotState(await loadSlot(trx, command, 'locked'), seen.provider) }
      const decision = decideBooking(command, state)
      if (!decision.ok) throw refused(decision)

      const row = await insertAppointment(trx, decision.booked)
      // a taken offer closes first: the answer's position is the booking's own (read-your-writes)
      const closed = decision.offerClosed
      if (closed) await closeOfferRows(trx, closed)
      const events = [
        ...(closed ? [WaitlistOfferClosedV1.create(closed.offerId, closed)] : []),
        appointmentBooked(row, decision.booked),
      ]
      const position = await appendEvents(trx, events, { actorId: ctx.actor?.userId, correlationId: ctx.correlationId })
      const dto = appointmentDto(row, state.patient!, state.provider!, clinicSettings().joinOpensMinutesBefore)
      return { appointment: dto, position }
    })
  } catch (error) {
    throw slotConflict(error) ?? error
  }
}

/**
 * The plain state decideBooking reads, before the lock: the patient and the provider (identity's,
 * which the schedule lock does not guard) and the provider's side of the slot, all at once.
 */
async function loadBookingState(client: QueryClientContract, command: BookingCommand): Promise<BookingState> {
  const userId = command.actor?.role === 'PATIENT' ? command.actor.userId : null
  const [parties, slot] = await Promise.all([
    findBookingParties(userId, command.providerId, client),
    loadSlot(client, command, 'seen'),
  ])
  return { ...parties, ...slotState(slot, parties.provider) }
}

type SlotRead = Awaited<ReturnType<typeof loadSlot>>

/** The provider's side of the slot; under the lock the named offer is re-read FOR UPDATE (concurrent accepts book once). */
async function loadSlot(client: QueryClientContract, command: BookingCommand, when: 'seen' | 'locked') {
  const { providerId, scheduledAt, offerId } = command
  const day = clinicDay(scheduledAt, command.clinic.zone)
  const offer = offerId ? client.from('waitlist_offers').where('id', offerId) : null
  const [facts, offerRow] = await Promise.all([
    loadBookingSlotFacts(client, { providerId, day, scheduledAt, exceptOfferId: offerId }),
    when === 'locked' ? offer?.forUpdate().first() : offer?.first(),
  ])
  return { facts, offerRow: offerRow ?? null }
}

function slotState({ facts, offerRow }: SlotRead, provider: ProviderProfile | null) {
  return {
    schedule: { weekly: facts.weekly, legacySlots: provider?.availableSlots ?? null, daysOff: facts.daysOff },
    slotHeld: facts.slotHeld,
    slotTaken: facts.slotTaken,
    offer: offerState(offerRow),
  }
}

const clinicDay = (at: Date, zone: string) => DateTime.fromJSDate(at, { zone }).toISODate() ?? '0000-01-01'

/** The time is one of the clinic's slots that the provider offers that day, and not on a day off (else 422). */
export async function assertBookable(
  client: QueryClientContract,
  provider: { id: string; availableSlots: unknown },
  scheduledAt: Date,
  now: Date,
  clinic: ClinicRules
) {
  const schedule = await loadProviderSchedule(
    provider.id,
    provider.availableSlots,
    { on: clinicDay(scheduledAt, clinic.zone) },
    client
  )
  const slot = checkBookableSlot(scheduledAt, now, clinic, schedule)
  if (!slot.ok) throw new DomainError(422, slot.message, [{ field: slot.field, message: slot.message }], slot.params)
}

/** Maps a unique-index violation (also the loser of a race) to its 409. */
export function slotConflict(error: unknown): DomainError | null {
  const e = error as { code?: string; constraint?: string }
  if (e.code !== '23505') return null
  if (e.constraint === 'appointments_provider_slot') {
    return new DomainError(409, SLOT_TAKEN_MESSAGE, [{ field: 'scheduledAt', message: 'scheduling.slot_taken_field' }])
  }
  if (e.constraint === 'appointments_patient_slot') {
    return new DomainError(409, PATIENT_BUSY_MESSAGE, [{ field: 'scheduledAt', message: 'scheduling.patient_busy_field' }])
  }
  return null
}
