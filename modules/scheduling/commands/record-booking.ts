import { randomUUID } from 'node:crypto'
import type { TransactionClientContract } from '@adonisjs/lucid/types/database'
import { appendEvents } from '#events/outbox'
import { AppointmentBookedV1 } from '#events/scheduling/appointment-booked'
import { appOrigin, type CommandContext } from '#modules/kernel/index'
import type { BookingDecision } from '../domain/booking.js'
import { consultationLink, createMeetLink } from '../meet/meet-link.js'
import { settings } from '../settings.js'

/**
 * The new appointment's id and meeting link, made before its transaction: by default the
 * built-in call's consultation page of that id; with MEET_BASE_URL a room on the clinic's Jitsi.
 */
export async function newAppointmentLink(scheduledAt: Date) {
  const id = randomUUID()
  const meet = settings.meet()
  const meetLink = meet ? await createMeetLink(meet, scheduledAt) : consultationLink(appOrigin(), id)
  return { id, meetLink }
}

/** Inserts a decided booking's `appointments` row in the caller's transaction. */
export async function insertAppointment(trx: TransactionClientContract, booked: BookingDecision['booked']) {
  const [row] = await trx
    .table('appointments')
    .insert({
      id: booked.appointmentId,
      patient_id: booked.patientId,
      patient_user_id: booked.patientUserId,
      provider_id: booked.providerId,
      provider_user_id: booked.providerUserId,
      scheduled_at: new Date(booked.scheduledAt),
      status: booked.status,
      meet_link: booked.meetLink,
      reason: booked.reason,
      complaint: booked.complaint,
      payment_method: booked.paymentMethod,
      consultation_fee: booked.consultationFee,
      type: booked.type,
    })
    .returning('*')
  return row
}

/** AppointmentBooked of the inserted row: the decided payload, created when the row was. */
export const appointmentBooked = (row: { id: string; created_at: unknown }, booked: BookingDecision['booked']) =>
  AppointmentBookedV1.create(row.id, { ...booked, createdAt: new Date(row.created_at as string).toISOString() })

/** Writes a booking already allowed (the demo's open consultation): row and AppointmentBooked. */
export async function recordBooking(trx: TransactionClientContract, booked: BookingDecision['booked'], ctx: CommandContext) {
  const row = await insertAppointment(trx, booked)
  const position = await appendEvents(trx, [appointmentBooked(row, booked)], {
    actorId: ctx.actor?.userId,
    correlationId: ctx.correlationId,
  })
  return { row, position }
}
