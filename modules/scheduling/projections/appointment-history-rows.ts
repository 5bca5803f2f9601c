import type { EventEnvelope } from '#events/envelope'
import type { AppointmentHistoryAction } from '../contracts/appointment-history.js'

export interface HistoryRow {
  event_id: string
  appointment_id: string
  position: string
  occurred_at: string
  action: AppointmentHistoryAction
  actor_user_id: string | null
  actor_role: 'PATIENT' | 'PROVIDER' | 'ADMIN' | 'SYSTEM'
  from_scheduled_at: string | null
  to_scheduled_at: string | null
  reason: string | null
}

/**
 * The history row of one event, or null for events that are no change of an appointment. Pure.
 * A cancellation from before issue 12 names no user: its participant (by `cancelledBy`) is the actor.
 */
export function historyRow(e: EventEnvelope<any>): HistoryRow | null {
  const p = e.payload
  const base = { event_id: e.id, appointment_id: p.appointmentId as string, position: e.position, occurred_at: e.occurredAt }
  switch (e.type) {
    case 'AppointmentBooked':
      return {
        ...base,
        action: 'BOOKED',
        actor_user_id: p.patientUserId,
        actor_role: 'PATIENT',
        from_scheduled_at: null,
        to_scheduled_at: p.scheduledAt,
        reason: null,
      }
    case 'AppointmentRescheduled':
      return {
        ...base,
        action: 'RESCHEDULED',
        actor_user_id: p.rescheduledByUserId,
        actor_role: p.rescheduledBy,
        from_scheduled_at: p.fromScheduledAt,
        to_scheduled_at: p.scheduledAt,
        reason: null,
      }
    case 'AppointmentCancelled':
      return {
        ...base,
        action: 'CANCELLED',
        actor_user_id: p.cancelledByUserId ?? (p.cancelledBy === 'PATIENT' ? p.patientUserId : p.providerUserId),
        actor_role: p.cancelledBy,
        from_scheduled_at: p.scheduledAt,
        to_scheduled_at: null,
        reason: p.reason ?? null,
      }
    case 'SessionEnded':
      return {
        ...base,
        action: 'COMPLETED',
        actor_user_id: p.endedBy === 'PROVIDER' ? p.providerUserId : null,
        actor_role: p.endedBy === 'PROVIDER' ? 'PROVIDER' : 'SYSTEM',
        from_scheduled_at: p.scheduledAt,
        to_scheduled_at: null,
        reason: null,
      }
    default:
      return null
  }
}
