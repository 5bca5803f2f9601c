import db from '@adonisjs/lucid/services/db'
import type { TransactionClientContract } from '@adonisjs/lucid/types/database'
import { appendEvents } from '#events/outbox'
import { AppointmentCancelledV1 } from '#events/scheduling/appointment-cancelled'
import { clinicSettings } from '#modules/clinic/index'
import { DomainError, notFound, type CommandContext } from '#modules/kernel/index'
import { participationOf } from '../domain/appointment-rules.js'
import type { ChangeRefusal } from '../domain/appointment-changes.js'
import { cancellationOf, decideCancellation, type ChangeActor } from '../domain/appointment-change-events.js'
import type { ConsultationRole } from '../contracts/presence.js'
import type { CancelAppointmentRequest } from '../contracts/appointment-change-requests.js'
import { appointmentState, loadAppointment, type AppointmentRow } from './load-appointment.js'

export const refusal = (d: ChangeRefusal) => new DomainError(d.status, d.message, [{ field: d.field, message: d.message }], d.params)

/** The participant asking, or 404 for anyone else (ids reveal nothing). */
export function actorOf(row: AppointmentRow, ctx: CommandContext): ConsultationRole {
  const part =
    ctx.actor && participationOf(ctx.actor.userId, { patientUserId: row.patient_user_id, providerUserId: row.provider_user_id })
  if (!part) throw notFound('scheduling.appointment_not_found')
  return part
}

/**
 * POST /api/appointments/:id/cancel. The patient until the cut-off (clinicSettings().cancelCutoffHours
 * before the start, read now), the provider at any time with a reason. Frees the slot (the unique
 * indexes ignore CANCELLED), bumps the invite's sequence and appends AppointmentCancelled:
 * load -> decideCancellation (pure, domain/appointment-change-events.ts) -> update + append, one transaction.
 */
export async function cancelAppointment(
  appointmentId: string,
  input: CancelAppointmentRequest,
  ctx: CommandContext,
  now = new Date()
) {
  return db.transaction(async (trx) => {
    const row = await loadAppointment(trx, appointmentId, { forUpdate: true })
    const by: ChangeActor = { role: actorOf(row, ctx), userId: ctx.actor?.userId }
    const decision = decideCancellation(appointmentState(row), by, input.reason ?? null, {
      now,
      cutoffHours: clinicSettings().cancelCutoffHours,
      requireProviderReason: true,
    })
    if (!decision.ok) throw refusal(decision)
    return writeCancellation(trx, row.id, decision, ctx, now)
  })
}

/** Writes a cancellation already decided (also PATCH /status CANCELLED): row, sequence and event. */
export async function applyCancellation(
  trx: TransactionClientContract,
  row: AppointmentRow,
  actor: ConsultationRole,
  reason: string | null,
  ctx: CommandContext,
  now: Date
) {
  const cancellation = cancellationOf(appointmentState(row), { role: actor, userId: ctx.actor?.userId }, reason)
  return writeCancellation(trx, row.id, cancellation, ctx, now)
}

async function writeCancellation(
  trx: TransactionClientContract,
  id: string,
  { sequence, event }: ReturnType<typeof cancellationOf>,
  ctx: CommandContext,
  now: Date
) {
  const [updated] = await trx
    .from('appointments')
    .where('id', id)
    .update({ status: 'CANCELLED', cancelled_at: now, updated_at: now, sequence })
    .returning('*')
  const position = await appendEvents(trx, [AppointmentCancelledV1.create(id, event)], {
    actorId: ctx.actor?.userId,
    correlationId: ctx.correlationId,
  })
  return { row: updated as AppointmentRow, position }
}
