import type { AppointmentStatus } from '@modules/scheduling/contracts/appointment-status'

/**
 * docs/scheduling-and-notification.md#cancel-and-reschedule: a patient may cancel or move a
 * SCHEDULED appointment until `cutoffHours` (the clinic setting) before it starts. The server
 * decides; this only greys the buttons out and says why.
 */
export function changeDeadline(scheduledAt: string, cutoffHours: number): Date {
  return new Date(new Date(scheduledAt).getTime() - cutoffHours * 3_600_000)
}

export type ChangeState = 'open' | 'locked' | 'closed'

/** open: both buttons work; locked: past the cut-off (explain); closed: not SCHEDULED or over (no buttons). */
export function patientChangeState(
  appointment: { scheduledAt: string; status: AppointmentStatus },
  cutoffHours: number,
  now: Date = new Date()
): ChangeState {
  if (appointment.status !== 'SCHEDULED' || new Date(appointment.scheduledAt).getTime() <= now.getTime()) return 'closed'
  return now.getTime() < changeDeadline(appointment.scheduledAt, cutoffHours).getTime() ? 'open' : 'locked'
}

/** The provider may cancel a SCHEDULED appointment that has not started (with a reason). */
export function providerMayCancel(appointment: { scheduledAt: string; status: AppointmentStatus }, now: Date = new Date()) {
  return appointment.status === 'SCHEDULED' && new Date(appointment.scheduledAt).getTime() > now.getTime()
}

/** Hours as people say them: 2, 1.5 (no trailing zeros). */
export const formatHours = (hours: number) => String(Math.round(hours * 100) / 100)
