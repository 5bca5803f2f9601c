import { assertNever } from '#modules/kernel/index'
import type { AppointmentStatus } from '../contracts/appointment-status.js'
import type { ConsultationRole } from '../contracts/presence.js'

/** Who asks for a change: one of the appointment's participants, or the system (session end). */
export type ChangeActor = ConsultationRole | 'SYSTEM'

export type Decision = { ok: true; noop: boolean } | { ok: false; status: 403 | 409 | 422; message: string } // message: a key of messages.ts

const allow: Decision = { ok: true, noop: false }
const noop: Decision = { ok: true, noop: true }

/**
 * SCHEDULED -> COMPLETED | CANCELLED, nothing else (docs/product.md#appointment-states). A patient may cancel; the provider
 * may cancel or complete; the session end (SYSTEM) completes. Asking for the status the
 * appointment already has is a harmless no-op (a double click on 'Akhiri Sesi').
 */
export function decideStatusChange(current: AppointmentStatus, next: AppointmentStatus, actor: ChangeActor): Decision {
  switch (next) {
    case 'SCHEDULED':
      if (current === 'SCHEDULED') return noop
      return { ok: false, status: 409, message: statusMessage(current) }
    case 'CANCELLED':
      if (actor === 'SYSTEM') return { ok: false, status: 403, message: 'scheduling.system_does_not_cancel' }
      if (current === 'CANCELLED') return noop
      if (current !== 'SCHEDULED') return { ok: false, status: 409, message: statusMessage(current) }
      return allow
    case 'COMPLETED':
      if (actor === 'PATIENT') {
        return { ok: false, status: 403, message: 'scheduling.only_providers_complete' }
      }
      if (current === 'COMPLETED') return noop
      if (current !== 'SCHEDULED') return { ok: false, status: 409, message: statusMessage(current) }
      return allow
    default:
      return assertNever(next)
  }
}

function statusMessage(current: AppointmentStatus): string {
  switch (current) {
    case 'SCHEDULED':
      return 'scheduling.still_scheduled'
    case 'COMPLETED':
      return 'scheduling.already_completed'
    case 'CANCELLED':
      return 'scheduling.already_cancelled'
    default:
      return assertNever(current)
  }
}

export interface Participants {
  patientUserId: string
  providerUserId: string
}

/** The part a user plays in an appointment, or null: only its patient and provider may see it. */
export function participationOf(userId: string, appointment: Participants): ConsultationRole | null {
  if (userId === appointment.patientUserId) return 'PATIENT'
  if (userId === appointment.providerUserId) return 'PROVIDER'
  return null
}

export function canSeeAppointment(userId: string, appointment: Participants): boolean {
  return participationOf(userId, appointment) !== null
}
