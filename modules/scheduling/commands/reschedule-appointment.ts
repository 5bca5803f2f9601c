import db from '@adonisjs/lucid/services/db'
import { appendEvents } from '#events/outbox'
import { AppointmentRescheduledV1 } from '#events/scheduling/appointment-rescheduled'
import { clinicSettings } from '#modules/clinic/index'
import { findProviderProfile } from '#modules/identity/index'
import { DomainError, type CommandContext } from '#modules/kernel/index'
import { APPOINTMENT_MINUTES } from '../domain/slots.js'
import { lockProviderSchedule } from '../queries/provider-schedule.js'
import { decideMove } from '../domain/appointment-change-events.js'
import { settings } from '../settings.js'
import type { RescheduleAppointmentRequest } from '../contracts/appointment-change-requests.js'
import { assertBookable, slotConflict, SLOT_HELD_MESSAGE } from './book-appointment.js'
import { slotHeld } from './provider-schedule-lock.js'
import { actorOf, refusal } from './cancel-appointment.js'
import { appointmentState, loadAppointment, type AppointmentRow } from './load-appointment.js'

/**
 * POST /api/appointments/:id/reschedule. The patient moves a SCHEDULED appointment, until the
 * cut-off, to another slot of the same provider that booking would accept (checkBookableSlot). The
 * row keeps its id and moves in place, so the old slot is free at commit and a taken new slot hits
 * the unique indexes (409). The row lock makes a double click harmless: the second request finds
 * the appointment already at that time and changes nothing (no event, no mail). Load ->
 * decideMove (pure, domain/appointment-change-events.ts) -> the new slot checked as a booking ->
 * update + append, one transaction.
 */
export async function rescheduleAppointment(
  appointmentId: string,
  input: RescheduleAppointmentRequest,
  ctx: CommandContext,
  now = new Date()
) {
  const target = new Date(input.scheduledAt)
  try {
    return await db.transaction(async (trx) => {
      const row = await loadAppointment(trx, appointmentId, { forUpdate: true })
      const actor = actorOf(row, ctx)
      const from = new Date(row.scheduled_at)
      if (actor === 'PATIENT' && row.status === 'SCHEDULED' && from.getTime() === target.getTime()) {
        return { row, position: null as string | null }
      }
      const clinic = settings.clinic()
      const decision = decideMove(appointmentState(row), { role: actor, userId: ctx.actor!.userId }, target, {
        now,
        cutoffHours: clinicSettings().cancelCutoffHours,
        durationMinutes: APPOINTMENT_MINUTES,
        zone: clinic.zone,
      })
      if (!decision.ok) throw refusal(decision)

      const provider = await findProviderProfile(row.provider_id)
      if (!provider) throw new DomainError(404, 'scheduling.provider_not_found')
      // the provider's weekly schedule and days off, under their schedule lock (as a booking)
      await lockProviderSchedule(trx, provider.id, 'book')
      await assertBookable(trx, provider, target, now, clinic)
      // a slot held for a waiting patient is theirs until the hold ends (docs/waitlist.md)
      if (await slotHeld(trx, provider.id, target)) {
        throw new DomainError(409, SLOT_HELD_MESSAGE, [{ field: 'scheduledAt', message: 'scheduling.slot_taken_field' }])
      }

      const [updated] = (await trx
        .from('appointments')
        .where('id', row.id)
        .update({ scheduled_at: target, updated_at: now, sequence: decision.sequence })
        .returning('*')) as AppointmentRow[]
      const event = AppointmentRescheduledV1.create(row.id, decision.event)
      const position = await appendEvents(trx, [event], { actorId: ctx.actor?.userId, correlationId: ctx.correlationId })
      return { row: updated, position }
    })
  } catch (error) {
    throw slotConflict(error) ?? error
  }
}
