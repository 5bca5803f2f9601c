import { assertNever } from '#modules/kernel/index'
import type { AppointmentStatus } from '../contracts/appointment-status.js'

/**
 * The consultation room of one appointment, as the clock and its status see it:
 * WAITING before the join window opens (the screen is a waiting room), OPEN from
 * `joinOpensMinutesBefore` before the start while still SCHEDULED (a session may run over its
 * slot: the provider ends it), CLOSED once COMPLETED or CANCELLED (the screen is a summary).
 */
export type RoomPhase = 'WAITING' | 'OPEN' | 'CLOSED'

export interface JoinWindow {
  phase: RoomPhase
  /** When joining opens (or opened): the start minus the clinic's setting. */
  opensAt: Date
}

export function joinOpensAt(scheduledAt: Date, joinOpensMinutesBefore: number): Date {
  return new Date(scheduledAt.getTime() - joinOpensMinutesBefore * 60_000)
}

export function joinWindow(
  appointment: { scheduledAt: Date; status: AppointmentStatus },
  joinOpensMinutesBefore: number,
  now: Date
): JoinWindow {
  const opensAt = joinOpensAt(appointment.scheduledAt, joinOpensMinutesBefore)
  switch (appointment.status) {
    case 'COMPLETED':
    case 'CANCELLED':
      return { phase: 'CLOSED', opensAt }
    case 'SCHEDULED':
      return { phase: now.getTime() >= opensAt.getTime() ? 'OPEN' : 'WAITING', opensAt }
    default:
      return assertNever(appointment.status)
  }
}
