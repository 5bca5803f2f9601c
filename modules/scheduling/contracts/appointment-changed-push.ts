import type { AppointmentStatus } from './appointment-status.js'

/** Server push 'appointment.changed' (to both participants, and the consultation room on SessionEnded). */
export interface AppointmentChangedPush {
  type: 'AppointmentBooked' | 'AppointmentCancelled' | 'SessionEnded'
  appointmentId: string
  status: AppointmentStatus
  /** event_log position of the change (a bigint, as text) */
  position: string
  at: string
}
