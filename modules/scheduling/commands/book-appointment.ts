import db from '@adonisjs/lucid/services/db'
import type { QueryClientContract, TransactionClientContract } from '@adonisjs/lucid/types/database'
import { DateTime } from 'luxon'
import { appendEvents } from '#events/outbox'
import { WaitlistOfferClosedV1 } from '#events/scheduling/waitlist-offer-closed'
import { clinicSettings } from '#modules/clinic/index'
import { DomainError, type CommandContext } from '#modules/kernel/index'
import { findPatientProfileByUserId, findProviderProfile, isEmailVerified, missingForBooking } from '#modules/identity/index'
import { checkBookableSlot, type ClinicRules } from '../domain/slots.js'
import { decideBooking, type BookingCommand, type BookingRefusal, type BookingState } from '../domain/booking.js'
import { appointmentDto } from '../domain/appointment-dto.js'
import { loadProviderSchedule, lockProviderSchedule } from '../queries/provider-schedule.js'
import { settings } from '../settings.js'
import type { BookAppointmentRequest } from '../contracts/book-appointment-request.js'
import { closeOfferRows, offerState } from './close-waitlist-offer.js'
import { slotHeld } from './provider-schedule-lock.js'
import { appointmentBooked, insertAppointment, newAppointmentLink } from './record-booking.js'

export { DEFAULT_REASON, PROFILE_INCOMPLETE_MESSAGE, SLOT_HELD_MESSAGE } from '../domain/booking.js'
export const SLOT_TAKEN_MESSAGE = 'scheduling.slot_taken'
export const PATIENT_BUSY_MESSAGE = 'scheduling.patient_busy'

const refused = (r: BookingRefusal) => new DomainError(r.status, r.message, r.fields, r.params)

/**
 * A patient books one of a provider's slots (or takes the waitlist offer `offerId` holds for
 * them). Load under the provider's schedule lock -> decideBooking (pure, domain/booking.ts) ->
 * insert + append, one transaction. The slot's uniqueness is the database's job (partial unique
 * indexes over non-cancelled appointments), so a race has exactly one winner; the losers get 409.
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
  try {
    return await db.transaction(async (trx) => {
      // the provider's schedule lock (shared) first: a day off saved or a slot offered meanwhile wins
      // (lockProviderSchedule, docs/waitlist.md)
      await lockProviderSchedule(trx, command.providerId, 'book')
      const state = await loadBookingState(trx, command)
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

/** The plain state decideBooking reads, in the booking's transaction. */
async function loadBookingState(trx: TransactionClientContract, command: BookingCommand): Promise<BookingState> {
  const userId = command.actor?.role === 'PATIENT' ? command.actor.userId : null
  const [patient, emailVerified, missing, provider] = await Promise.all([
    userId ? findPatientProfileByUserId(userId, trx) : null,
    userId ? isEmailVerified(userId, trx) : false,
    userId ? missingForBooking(userId, trx) : [],
    findProviderProfile(command.providerId, trx),
  ])
  const day = clinicDay(command.scheduledAt, command.clinic.zone)
  const [schedule, held, offer] = await Promise.all([
    loadProviderSchedule(command.providerId, provider?.availableSlots ?? null, { on: day }, trx),
    slotHeld(trx, command.providerId, command.scheduledAt, command.offerId),
    command.offerId ? trx.from('waitlist_offers').where('id', command.offerId).forUpdate().first() : null,
  ])
  return { patient, emailVerified, missingProfileFields: missing, provider, schedule, slotHeld: held, offer: offerState(offer) }
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
