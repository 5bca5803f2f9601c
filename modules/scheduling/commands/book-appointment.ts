import db from '@adonisjs/lucid/services/db'
import type { QueryClientContract, TransactionClientContract } from '@adonisjs/lucid/types/database'
import { DateTime } from 'luxon'
import { DomainError, forbidden, type CommandContext } from '#modules/kernel/index'
import { assertEmailVerified, findPatientProfileByUserId, findProviderProfile, missingForBooking } from '#modules/identity/index'
import { checkBookableSlot, type ClinicRules } from '../domain/slots.js'
import { decideAppointmentType } from '../domain/appointment-type.js'
import { loadProviderSchedule, lockProviderSchedule } from '../queries/provider-schedule.js'
import { settings } from '../settings.js'
import type { BookAppointmentRequest as BookAppointmentInput } from '../contracts/book-appointment-request.js'
import { appointmentDto } from '../queries/appointment-dto.js'
import type { NewEvent } from '#events/envelope'
import { slotHeld } from './provider-schedule-lock.js'
import { bookingFacts, recordBooking } from './record-booking.js'

export const SLOT_TAKEN_MESSAGE = 'scheduling.slot_taken'
export const PATIENT_BUSY_MESSAGE = 'scheduling.patient_busy'
export const DEFAULT_REASON = 'Konsultasi umum'
export const PROFILE_INCOMPLETE_MESSAGE = 'scheduling.profile_incomplete'
export const SLOT_HELD_MESSAGE = 'scheduling.slot_held'

/** Booking a slot held for this patient (accepting a waitlist offer): checked and settled in the booking's transaction. */
export interface HeldSlotClaim {
  offerId: string
  /** Runs under the provider's lock, before the insert: throws when the offer can no longer be taken. */
  check(trx: TransactionClientContract): Promise<void>
  /** Runs after the insert: closes the offer; its events precede AppointmentBooked in the same append. */
  settle(trx: TransactionClientContract, appointmentId: string): Promise<NewEvent[]>
}

/**
 * A patient books one of a provider's slots. The slot's uniqueness is the database's job
 * (partial unique indexes over non-cancelled appointments), so a race has exactly one winner;
 * the losers get 409.
 */
export async function bookAppointment(input: BookAppointmentInput, ctx: CommandContext, now = new Date(), heldSlot?: HeldSlotClaim) {
  if (ctx.actor?.role !== 'PATIENT') throw forbidden('scheduling.only_patients_book')
  const patient = await findPatientProfileByUserId(ctx.actor.userId)
  if (!patient) throw forbidden('scheduling.patient_profile_missing')
  await assertEmailVerified(ctx.actor.userId)
  if (input.patientId && input.patientId !== patient.id) {
    throw new DomainError(403, 'scheduling.book_only_for_self', [
      { field: 'patientId', message: 'scheduling.not_your_patient_profile' },
    ])
  }

  // NIK, date of birth, gender and phone are needed before the first booking (the wizard asks for them)
  const missing = await missingForBooking(patient.userId)
  if (missing.length > 0) {
    throw new DomainError(
      422,
      PROFILE_INCOMPLETE_MESSAGE,
      missing.map((field) => ({ field, message: 'scheduling.profile_field_required' }))
    )
  }

  const provider = await findProviderProfile(input.providerId)
  if (!provider) {
    throw new DomainError(404, 'scheduling.provider_not_found', [{ field: 'providerId', message: 'scheduling.not_found_field' }])
  }
  if (!provider.verified) {
    throw new DomainError(422, 'scheduling.provider_unverified', [
      { field: 'providerId', message: 'scheduling.provider_unverified_field' },
    ])
  }
  if (provider.status !== 'ACTIVE') {
    throw new DomainError(422, 'scheduling.provider_inactive', [
      { field: 'providerId', message: 'scheduling.provider_inactive_field' },
    ])
  }

  const kind = decideAppointmentType(input.type, provider)
  if (!kind.ok) throw new DomainError(kind.status, kind.message, [{ field: kind.field, message: kind.message }])

  const clinic = settings.clinic()
  const zone = clinic.zone
  const scheduledAt = new Date(input.scheduledAt)
  await assertBookable(db.connection(), provider, scheduledAt, now, clinic)

  const booking = {
    patient,
    provider,
    scheduledAt,
    zone,
    reason: input.reason || DEFAULT_REASON,
    input,
    type: kind.type,
    fee: kind.fee,
  }
  const facts = await bookingFacts(booking)
  try {
    return await db.transaction(async (trx) => {
      // again under the provider's schedule lock: a day off saved meanwhile wins (see lockProviderSchedule);
      // a slot held for a waiting patient is theirs until the hold ends (docs/waitlist.md)
      await lockProviderSchedule(trx, provider.id, 'book')
      await assertBookable(trx, provider, scheduledAt, now, clinic)
      if (await slotHeld(trx, provider.id, scheduledAt, heldSlot?.offerId)) {
        throw new DomainError(409, SLOT_HELD_MESSAGE, [{ field: 'scheduledAt', message: 'scheduling.slot_taken_field' }])
      }
      await heldSlot?.check(trx)
      // a taken offer closes first: the answer's position is the booking's own (read-your-writes)
      const { row, position } = await recordBooking(trx, facts, ctx, (id) => heldSlot?.settle(trx, id))
      return { appointment: appointmentDto(row, patient, provider), position }
    })
  } catch (error) {
    throw slotConflict(error) ?? error
  }
}

/** The time is one of the clinic's slots that the provider offers that day, and not on a day off (else 422). */
export async function assertBookable(
  client: QueryClientContract,
  provider: { id: string; availableSlots: unknown },
  scheduledAt: Date,
  now: Date,
  clinic: ClinicRules
) {
  const date = DateTime.fromJSDate(scheduledAt, { zone: clinic.zone }).toISODate() ?? '0000-01-01'
  const schedule = await loadProviderSchedule(provider.id, provider.availableSlots, { on: date }, client)
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
