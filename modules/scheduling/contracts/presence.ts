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

/** The answer to 'join': `at` is when the snapshot was taken; pushes newer than it still count. */
export type JoinAck = { ok: true; appointmentId: string; participants: PresencePush[]; at: number } | { ok: false; message: string }
