import type { AppointmentStatus } from './appointment-status.js'

/** Server push 'appointment.changed' (to both participants, and the consultation room on SessionEnded). */
export interface AppointmentChangedPush {
  type: 'AppointmentBooked' | 'AppointmentRescheduled' | 'AppointmentCancelled' | 'SessionEnded'
  appointmentId: string
  status: AppointmentStatus
  /** The new time, on AppointmentRescheduled. */
  scheduledAt?: string
  /** event_log position of the change (a bigint, as text) */
  position: string
  at: string
}
