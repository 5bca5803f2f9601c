import type { AppointmentChangedPush } from '@modules/scheduling/contracts/appointment-changed-push'
import type { AppointmentStatus } from '@modules/scheduling/contracts/appointment-status'

/** An 'appointment.changed' push that closes this consultation (SessionEnded, or a status past SCHEDULED). */
export function endsSession(push: Pick<AppointmentChangedPush, 'type' | 'appointmentId' | 'status'>, appointmentId: string): boolean {
  if (push.appointmentId !== appointmentId) return false
  return push.type === 'SessionEnded' || push.status === 'COMPLETED' || push.status === 'CANCELLED'
}

export const isLive = (status: AppointmentStatus | undefined) => status === 'SCHEDULED'
