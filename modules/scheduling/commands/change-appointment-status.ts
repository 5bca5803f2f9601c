import db from '@adonisjs/lucid/services/db'
import { appendEvents } from '#events/outbox'
import { SessionEndedV1 } from '#events/scheduling/session-ended'
import { assertNever, DomainError, notFound, type CommandContext } from '#modules/kernel/index'
import type { AppointmentStatus } from '../contracts/appointment-status.js'
import { decideStatusChange, participationOf, type ChangeActor } from '../domain/appointment-rules.js'
import { loadAppointment } from './load-appointment.js'
import { applyCancellation, refusal } from './cancel-appointment.js'
import { clinicSettings } from '#modules/clinic/index'
import { decideCancel } from '../domain/appointment-changes.js'

/**
 * Moves an appointment to COMPLETED (SessionEnded) or CANCELLED (AppointmentCancelled; a patient
 * only until the cut-off, see cancel-appointment.ts).
 * `ctx.actor` null means the system (a session that ended by itself). A user who is not a
 * participant gets 404, exactly as if the appointment did not exist.
 */
export async function changeAppointmentStatus(appointmentId: string, next: AppointmentStatus, ctx: CommandContext) {
  return db.transaction(async (trx) => {
    const row = await loadAppointment(trx, appointmentId, { forUpdate: true })
    let actor: ChangeActor = 'SYSTEM'
    if (ctx.actor) {
      const part = participationOf(ctx.actor.userId, { patientUserId: row.patient_user_id, providerUserId: row.provider_user_id })
      if (!part) throw notFound('scheduling.appointment_not_found')
      actor = part
    }
    const decision = decideStatusChange(row.status, next, actor)
    if (!decision.ok) throw new DomainError(decision.status, decision.message, [{ field: 'status', message: decision.message }])
    if (decision.noop) return { row, position: null as string | null }

    const now = new Date()
    if (next === 'CANCELLED' && actor !== 'SYSTEM') {
      // The same cut-off as POST /cancel for patients (a departure from the spec's PATCH, see
      // docs/scheduling-and-notification.md); the spec's body has no reason, so none is asked.
      const cancel = decideCancel({ status: row.status, scheduledAt: new Date(row.scheduled_at) }, actor, undefined, {
        now,
        cutoffHours: clinicSettings().cancelCutoffHours,
        requireProviderReason: false,
      })
      if (!cancel.ok) throw refusal(cancel)
      return applyCancellation(trx, row, actor, null, ctx, now)
    }
    const [updated] = await trx
      .from('appointments')
      .where('id', appointmentId)
      .update({
        status: next,
        updated_at: now,
        ...(next === 'CANCELLED' ? { cancelled_at: now } : { completed_at: now }),
      })
      .returning('*')
    const common: TransitionFacts = {
      appointmentId,
      previousStatus: 'SCHEDULED',
      scheduledAt: new Date(row.scheduled_at).toISOString(),
      patientId: row.patient_id,
      patientUserId: row.patient_user_id,
      providerId: row.provider_id,
      providerUserId: row.provider_user_id,
    }
    const event = eventFor(next, actor, common)
    const position = await appendEvents(trx, [event], { actorId: ctx.actor?.userId, correlationId: ctx.correlationId })
    return { row: updated, position }
  })
}

interface TransitionFacts {
  appointmentId: string
  previousStatus: 'SCHEDULED'
  scheduledAt: string
  patientId: string
  patientUserId: string
  providerId: string
  providerUserId: string
}

function eventFor(next: AppointmentStatus, actor: ChangeActor, common: TransitionFacts) {
  switch (next) {
    case 'CANCELLED':
      throw new Error('a cancellation is written by applyCancellation (cancel-appointment.ts)')
    case 'COMPLETED':
      return SessionEndedV1.create(common.appointmentId, {
        ...common,
        status: 'COMPLETED',
        endedBy: actor === 'SYSTEM' ? 'SYSTEM' : 'PROVIDER',
      })
    case 'SCHEDULED':
      throw new Error('no event moves an appointment back to SCHEDULED')
    default:
      return assertNever(next)
  }
}

/** The consultation screen's 'Akhiri Sesi' / hang-up, or the session end: COMPLETED + SessionEnded. */
export function completeAppointment(appointmentId: string, ctx: CommandContext) {
  return changeAppointmentStatus(appointmentId, 'COMPLETED', ctx)
}
