import type { Role, UserStatus } from './api'

/** Server push 'user.changed' (to admins): an account was created, changed or removed. */
export type UserChangedPush = {
  type: string
  userId: string
  email?: string
  role?: Role
  status?: UserStatus
  at: string
  /** event_log position of the change, as a number or a numeric string */
  position: number | string
}

/** Server push 'appointment.changed' (to both participants of the appointment). */
export type AppointmentChangedPush = {
  type: 'AppointmentBooked' | 'AppointmentCancelled' | 'SessionEnded' | (string & {})
  appointmentId: string
  status: 'SCHEDULED' | 'COMPLETED' | 'CANCELLED'
  /** event_log position of the change, as a number or a numeric string */
  position: number | string
  at: string
}
