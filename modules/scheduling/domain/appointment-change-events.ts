import type { AppointmentCancelled } from '#events/scheduling/appointment-cancelled'
import type { AppointmentRescheduled } from '#events/scheduling/appointment-rescheduled'
import type { AppointmentStatus } from '../contracts/appointment-status.js'
import type { ConsultationRole } from '../contracts/presence.js'
import { decideCancel, decideReschedule, type ChangeRefusal } from './appointment-changes.js'

/** An appointment as the change commands load it: the plain state their decisions read. */
export interface AppointmentState {
  id: string
  status: AppointmentStatus
  scheduledAt: Date
  /** The calendar invite's sequence (bumped by every change the participants are mailed). */
  sequence: number
  patientId: string
  patientUserId: string
  providerId: string
  providerUserId: string
}

/** Who asks for the change: their role in the appointment and their user id. */
export interface ChangeActor {
  role: ConsultationRole
  userId?: string
}

const parties = (state: AppointmentState) => ({
  patientId: state.patientId,
  patientUserId: state.patientUserId,
  providerId: state.providerId,
  providerUserId: state.providerUserId,
})

/** A cancellation already allowed: the row's next sequence and AppointmentCancelled's payload. */
export function cancellationOf(state: AppointmentState, by: ChangeActor, reason: string | null) {
  const event: AppointmentCancelled = {
    appointmentId: state.id,
    status: 'CANCELLED',
    previousStatus: 'SCHEDULED',
    cancelledBy: by.role,
    cancelledByUserId: by.userId,
    reason,
    scheduledAt: state.scheduledAt.toISOString(),
    ...parties(state),
  }
  return { sequence: state.sequence + 1, event }
}

/** Cancel: the rule (decideCancel), then what to write, or the refusal. Pure. */
export function decideCancellation(
  state: AppointmentState,
  by: ChangeActor,
  reason: string | null,
  rules: { now: Date; cutoffHours: number; requireProviderReason: boolean }
): ({ ok: true } & ReturnType<typeof cancellationOf>) | ChangeRefusal {
  const decision = decideCancel(state, by.role, reason ?? undefined, rules)
  if (!decision.ok) return decision
  return { ok: true, ...cancellationOf(state, by, reason) }
}

/**
 * Move: the rule (decideReschedule), then the row's next sequence and AppointmentRescheduled's
 * payload, or the refusal. Pure; whether the new slot is bookable is checked against the
 * provider's schedule by the command (as a booking).
 */
export function decideMove(
  state: AppointmentState,
  by: ChangeActor,
  target: Date,
  rules: { now: Date; cutoffHours: number; durationMinutes: number; zone: string }
): { ok: true; sequence: number; event: AppointmentRescheduled } | ChangeRefusal {
  const decision = decideReschedule(state, by.role, rules)
  if (!decision.ok) return decision
  const sequence = state.sequence + 1
  const event: AppointmentRescheduled = {
    appointmentId: state.id,
    fromScheduledAt: state.scheduledAt.toISOString(),
    scheduledAt: target.toISOString(),
    durationMinutes: rules.durationMinutes,
    timezone: rules.zone,
    rescheduledBy: by.role as AppointmentRescheduled['rescheduledBy'],
    rescheduledByUserId: by.userId!,
    sequence,
    ...parties(state),
  }
  return { ok: true, sequence, event }
}
