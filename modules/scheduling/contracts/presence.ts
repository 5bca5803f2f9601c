/** The part a user plays in a consultation (an appointment's patient or provider). */
export type ConsultationRole = 'PATIENT' | 'PROVIDER'

export type PresenceState = 'joined' | 'left' | 'reconnecting'

/** Pushed ('presence') to room appointment:<id> whenever a participant's presence changes. */
export interface PresencePush {
  appointmentId: string
  userId: string
  role: ConsultationRole
  state: PresenceState
  /**
   * When the server saw the change (ms). Handlers await cross-node lookups, so pushes can arrive
   * out of order (an old tab's 'left' after the new tab's 'joined'); clients keep the newest.
   */
  at: number
}

/** Why the room `appointment:<id>` refused a socket (message keys of scheduling). */
export type RoomRefusalCode = 'scheduling.room_not_found' | 'scheduling.room_not_open' | 'scheduling.room_closed'

/** A refusal: `opensAt` (ISO) with 'scheduling.room_not_open', when joining opens. */
export interface RoomRefusal {
  ok: false
  code: RoomRefusalCode
  message: string
  opensAt?: string
}

/** Whether a user may be in a consultation room now, and as what. */
export type RoomAccess = { ok: true; role: ConsultationRole } | RoomRefusal

/**
 * The answer to 'consultation.join': `at` is when the snapshot was taken; pushes newer than it
 * still count. The gateway's generic 'join' answers `{ ok }`, plus the refusal's fields.
 */
export type JoinAck = { ok: true; appointmentId: string; participants: PresencePush[]; at: number } | RoomRefusal
