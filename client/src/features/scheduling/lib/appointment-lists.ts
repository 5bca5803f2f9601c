import type { AppointmentStatus } from '@modules/scheduling/contracts/appointment-status'
import { isInFuture, isNotOver } from './clinic-calendar'
import type { AppointmentItem } from '@/api/openapi'
import type { AppointmentCounts } from '@/api/openapi'

/**
 * Pure rules behind the dashboards and the appointments page. The lists themselves come from
 * the server, one bounded page at a time ("upcoming" = the 30-minute session has not ended).
 */

type Timed = Pick<AppointmentItem, 'scheduledAt' | 'status'>

/** A SCHEDULED session that has not ended: joinable. */
export function isJoinable(appointment: Timed, now: Date = new Date()): boolean {
  return appointment.status === 'SCHEDULED' && isNotOver(appointment.scheduledAt, now)
}

/** A patient may cancel a SCHEDULED appointment before it starts. */
export function isCancellable(appointment: Timed, now: Date = new Date()): boolean {
  return appointment.status === 'SCHEDULED' && isInFuture(appointment.scheduledAt, now)
}

/** The tabs of /provider/appointments ('all' keeps the page's test ids) and their server status. */
export const APPOINTMENT_TABS = ['all', 'SCHEDULED', 'COMPLETED', 'CANCELLED'] as const
export type AppointmentTab = (typeof APPOINTMENT_TABS)[number]

export const tabStatus = (tab: AppointmentTab): keyof AppointmentCounts => (tab === 'all' ? 'ALL' : tab)

/** Each patient once, in the order given (the overview's latest appointments). */
export function distinctPatients(appointments: readonly AppointmentItem[]): AppointmentItem[] {
  const seen = new Set<string>()
  return appointments.filter((a) => !seen.has(a.patient.id) && Boolean(seen.add(a.patient.id)))
}

/** docs/product.md#provider-dashboard: the record badge reads 'Selesai' when the status is completed (any case). */
export function visitBadge(status: AppointmentStatus | string): 'done' | 'waiting' {
  return status.toLowerCase() === 'completed' ? 'done' : 'waiting'
}
