/**
 * Until when the patient may change an intake: while the appointment is SCHEDULED and its
 * consultation room has not opened yet (the room's own window, modules/scheduling join-window:
 * `joinOpensAt` = the start minus the clinic's `joinOpensMinutesBefore`). From the moment the
 * provider may be reading it in the room, the answers stand as they are.
 */
export type IntakeWindow = 'EDITABLE' | 'ROOM_OPEN' | 'CLOSED'

export function intakeWindow(appointment: { status: string; joinOpensAt: string }, now: Date): IntakeWindow {
  if (appointment.status !== 'SCHEDULED') return 'CLOSED'
  return now.getTime() < new Date(appointment.joinOpensAt).getTime() ? 'EDITABLE' : 'ROOM_OPEN'
}
