import db from '@adonisjs/lucid/services/db'
import type { TransactionClientContract } from '@adonisjs/lucid/types/database'
import { appendEvents } from '#events/outbox'
import { AppointmentCancelledV1 } from '#events/scheduling/appointment-cancelled'
import { clinicSettings } from '#modules/clinic/index'
import { DomainError, notFound, type CommandContext } from '#modules/kernel/index'
import { participationOf } from '../domain/appointment-rules.js'
import { decideCancel, type ChangeRefusal } from '../domain/appointment-changes.js'
import type { ConsultationRole } from '../contracts/presence.js'
import type { CancelAppointmentRequest } from '../contracts/appointment-change-requests.js'
import { loadAppointment, type AppointmentRow } from './load-appointment.js'

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
 * indexes ignore CANCELLED), bumps the invite's sequence and appends AppointmentCancelled.
 */
export async function cancelAppointment(
  appointmentId: string,
  input: CancelAppointmentRequest,
  ctx: CommandContext,
  now = new Date()
) {
  return db.transaction(async (trx) => {
    const row = await loadAppointment(trx, appointmentId, { forUpdate: true })
    const actor = actorOf(row, ctx)
    const decision = decideCancel({ status: row.status, scheduledAt: new Date(row.scheduled_at) }, actor, input.reason, {
      now,
      cutoffHours: clinicSettings().cancelCutoffHours,
      requireProviderReason: true,
    })
    if (!decision.ok) throw refusal(decision)
    return applyCancellation(trx, row, actor, input.reason ?? null, ctx, now)
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
  const [updated] = await trx
    .from('appointments')
    .where('id', row.id)
    .update({ status: 'CANCELLED', cancelled_at: now, updated_at: now, sequence: Number(row.sequence ?? 0) + 1 })
    .returning('*')
  const event = AppointmentCancelledV1.create(row.id, {
    appointmentId: row.id,
    status: 'CANCELLED',
    previousStatus: 'SCHEDULED',
    cancelledBy: actor,
    cancelledByUserId: ctx.actor?.userId,
    reason,
    scheduledAt: new Date(row.scheduled_at).toISOString(),
    patientId: row.patient_id,
    patientUserId: row.patient_user_id,
    providerId: row.provider_id,
    providerUserId: row.provider_user_id,
  })
  const position = await appendEvents(trx, [event], { actorId: ctx.actor?.userId, correlationId: ctx.correlationId })
  return { row: updated as AppointmentRow, position }
}
