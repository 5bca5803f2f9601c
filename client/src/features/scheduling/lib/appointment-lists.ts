import { toDateKey } from '@/lib/format'
import type { Appointment, AppointmentStatus } from '../types'
import { isInFuture, isInRange, isNotOver, weekRange } from './clinic-calendar'

/**
 * Pure list logic behind the dashboards and the appointments page ("upcoming" means the
 * 30-minute session has not ended, so a running session can still be joined).
 */

const byTimeAscending = (a: Appointment, b: Appointment) =>
  new Date(a.scheduledAt).getTime() - new Date(b.scheduledAt).getTime()

const byCreatedDescending = (a: Appointment, b: Appointment) =>
  new Date(b.createdAt).getTime() - new Date(a.createdAt).getTime()

/** A SCHEDULED session that has not ended: joinable. */
export function isJoinable(appointment: Appointment, now: Date = new Date()): boolean {
  return appointment.status === 'SCHEDULED' && isNotOver(appointment.scheduledAt, now)
}

/** A patient may cancel a SCHEDULED appointment before it starts. */
export function isCancellable(appointment: Appointment, now: Date = new Date()): boolean {
  return appointment.status === 'SCHEDULED' && isInFuture(appointment.scheduledAt, now)
}

/** SCHEDULED appointments that have not ended, soonest first. */
export function upcomingAppointments(appointments: readonly Appointment[], now: Date = new Date()): Appointment[] {
  return appointments.filter((a) => isJoinable(a, now)).sort(byTimeAscending)
}

/** Spec §2: future appointments first (ascending), then past ones (ascending). */
export function sortFutureFirst(appointments: readonly Appointment[], now: Date = new Date()): Appointment[] {
  const future = appointments.filter((a) => isNotOver(a.scheduledAt, now)).sort(byTimeAscending)
  const past = appointments.filter((a) => !isNotOver(a.scheduledAt, now)).sort(byTimeAscending)
  return [...future, ...past]
}

export const APPOINTMENT_TABS = ['all', 'SCHEDULED', 'COMPLETED', 'CANCELLED'] as const
export type AppointmentTab = (typeof APPOINTMENT_TABS)[number]

export function countByTab(appointments: readonly Appointment[]): Record<AppointmentTab, number> {
  const counts: Record<AppointmentTab, number> = { all: appointments.length, SCHEDULED: 0, COMPLETED: 0, CANCELLED: 0 }
  for (const appointment of appointments) counts[appointment.status] += 1
  return counts
}

export function filterByTab(appointments: readonly Appointment[], tab: AppointmentTab): Appointment[] {
  return tab === 'all' ? [...appointments] : appointments.filter((a) => a.status === tab)
}

export type ProviderStats = { today: number; total: number; thisWeek: number }

/**
 * Provider dashboard cards: SCHEDULED today (clinic zone), all appointments, and the
 * non-cancelled appointments of this Monday–Sunday week (clinic zone).
 */
export function providerStats(appointments: readonly Appointment[], now: Date = new Date()): ProviderStats {
  const today = toDateKey(now)
  const week = weekRange(now)
  let todayCount = 0
  let weekCount = 0
  for (const appointment of appointments) {
    const day = toDateKey(appointment.scheduledAt)
    if (appointment.status === 'SCHEDULED' && day === today) todayCount += 1
    if (appointment.status !== 'CANCELLED' && isInRange(day, week)) weekCount += 1
  }
  return { today: todayCount, total: appointments.length, thisWeek: weekCount }
}

/** The `limit` most recently booked appointments. */
export function recentAppointments(appointments: readonly Appointment[], limit = 5): Appointment[] {
  return [...appointments].sort(byCreatedDescending).slice(0, limit)
}

/** Distinct patients of the most recently booked appointments, with their latest booking. */
export function recentPatients(appointments: readonly Appointment[], limit = 5): Appointment[] {
  const seen = new Set<string>()
  const result: Appointment[] = []
  for (const appointment of [...appointments].sort(byCreatedDescending)) {
    if (seen.has(appointment.patientId)) continue
    seen.add(appointment.patientId)
    result.push(appointment)
    if (result.length === limit) break
  }
  return result
}

/** Spec §2: the record badge reads 'Selesai' when the status is completed (any case). */
export function visitBadge(status: AppointmentStatus | string): 'done' | 'waiting' {
  return status.toLowerCase() === 'completed' ? 'done' : 'waiting'
}
