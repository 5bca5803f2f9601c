import type { AppointmentChangedPush, AppointmentStatus } from '../types'

/** An 'appointment.changed' push that closes this consultation (SessionEnded, or a status past SCHEDULED). */
export function endsSession(push: AppointmentChangedPush, appointmentId: string): boolean {
  if (push.appointmentId !== appointmentId) return false
  return push.type === 'SessionEnded' || push.status === 'COMPLETED' || push.status === 'CANCELLED'
}

export const isLive = (status: AppointmentStatus | undefined) => status === 'SCHEDULED'
