import type { AppointmentStatus } from '@modules/scheduling/contracts/appointment-status'
import type { RoomRefusal } from '@modules/scheduling/contracts/presence'
import type { CounterpartPresence } from './presence'

/** What /consultation/:id shows: the waiting room, the live room, or the summary of a session that ended. */
export type RoomPhase = 'WAITING' | 'OPEN' | 'CLOSED'

/**
 * The phase from what the server said: the status, and `joinOpensAt` (the server computed it from
 * the clinic's setting; the client only compares it with the clock). `notBefore` is a later
 * opening the room itself answered with (a clock ahead of the server's, or a setting changed since
 * the appointment was read): the screen waits for that one instead.
 */
export function roomPhase(
  appointment: { status: AppointmentStatus; joinOpensAt: string },
  now: number,
  notBefore: string | null = null
): RoomPhase {
  if (appointment.status !== 'SCHEDULED') return 'CLOSED'
  return now >= opensAtOf(appointment, notBefore) ? 'OPEN' : 'WAITING'
}

/** The opening the screen counts down to (ms). */
export function opensAtOf(appointment: { joinOpensAt: string }, notBefore: string | null = null): number {
  const opens = Date.parse(appointment.joinOpensAt)
  const later = notBefore ? Date.parse(notBefore) : Number.NaN
  return Number.isFinite(later) && later > opens ? later : opens
}

/** A refusal that sends the screen back to the waiting room: the room is not open yet, and says when it opens. */
export function waitingRefusal(refusal: Pick<RoomRefusal, 'code' | 'opensAt'>): string | null {
  return refusal.code === 'scheduling.room_not_open' && refusal.opensAt ? refusal.opensAt : null
}

export interface Countdown {
  days: number
  hours: number
  minutes: number
  seconds: number
}

/** Time left until `target` (never negative), split for the countdown. */
export function countdown(target: number, now: number): Countdown {
  const total = Math.max(0, Math.ceil((target - now) / 1000))
  return {
    days: Math.floor(total / 86_400),
    hours: Math.floor((total % 86_400) / 3600),
    minutes: Math.floor((total % 3600) / 60),
    seconds: total % 60,
  }
}

/**
 * The header's session state: 'Sesi Berlangsung' only while the other side is present too (this
 * screen being open is the own presence); otherwise the screen says whom it waits for.
 */
export type SessionState = 'live' | 'waitingForCounterpart'

export const sessionState = (counterpart: CounterpartPresence): SessionState =>
  counterpart === 'joined' ? 'live' : 'waitingForCounterpart'
