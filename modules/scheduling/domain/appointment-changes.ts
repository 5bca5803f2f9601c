import type { AppointmentStatus } from '../contracts/appointment-status.js'
import type { ConsultationRole } from '../contracts/presence.js'

/** A refusal with its HTTP status, the field it names and a key of messages.ts (with values). */
export type ChangeRefusal = {
  ok: false
  status: 403 | 409 | 422
  field: string
  message: string
  params?: Record<string, string | number>
}
export type ChangeDecision = { ok: true } | ChangeRefusal

/** The last moment a patient may still cancel or move an appointment: `cutoffHours` before it starts. */
export function changeDeadline(scheduledAt: Date, cutoffHours: number): Date {
  return new Date(scheduledAt.getTime() - cutoffHours * 3_600_000)
}

/** Hours as people say them: 2, 1.5, 0.5 (no trailing zeros). */
export function formatHours(hours: number): string {
  return String(Math.round(hours * 100) / 100)
}

function beforeCutoff(scheduledAt: Date, now: Date, cutoffHours: number): ChangeDecision {
  if (now.getTime() < changeDeadline(scheduledAt, cutoffHours).getTime()) return { ok: true }
  return {
    ok: false,
    status: 422,
    field: 'scheduledAt',
    message: 'scheduling.cancel_cutoff_passed',
    params: { hours: formatHours(cutoffHours) },
  }
}

function onlyScheduled(status: AppointmentStatus): ChangeDecision {
  if (status === 'SCHEDULED') return { ok: true }
  const message = status === 'CANCELLED' ? 'scheduling.already_cancelled' : 'scheduling.already_completed'
  return { ok: false, status: 409, field: 'status', message }
}

/**
 * Who may cancel (docs/scheduling-and-notification.md#cancel-and-reschedule): only a SCHEDULED
 * appointment; its patient until the cut-off; its provider at any time, with a reason
 * (`requireProviderReason`: the spec's PATCH /status carries none, so it does not ask).
 */
export function decideCancel(
  appointment: { status: AppointmentStatus; scheduledAt: Date },
  actor: ConsultationRole,
  reason: string | undefined,
  rules: { now: Date; cutoffHours: number; requireProviderReason: boolean }
): ChangeDecision {
  const state = onlyScheduled(appointment.status)
  if (!state.ok) return state
  if (actor === 'PATIENT') return beforeCutoff(appointment.scheduledAt, rules.now, rules.cutoffHours)
  if (rules.requireProviderReason && !reason) {
    return { ok: false, status: 422, field: 'reason', message: 'scheduling.cancel_reason_required' }
  }
  return { ok: true }
}

/**
 * Who may move an appointment: its patient, until the cut-off, to another time (the new slot is
 * checked like a booking: checkBookableSlot and the unique slot indexes).
 */
export function decideReschedule(
  appointment: { status: AppointmentStatus; scheduledAt: Date },
  actor: ConsultationRole,
  rules: { now: Date; cutoffHours: number }
): ChangeDecision {
  if (actor !== 'PATIENT') return { ok: false, status: 403, field: 'scheduledAt', message: 'scheduling.only_patients_reschedule' }
  const state = onlyScheduled(appointment.status)
  if (!state.ok) return state
  return beforeCutoff(appointment.scheduledAt, rules.now, rules.cutoffHours)
}
