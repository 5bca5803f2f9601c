/**
 * Socket.IO room authorization matrix (issue 10): every room the gateway knows, through every door
 * that puts a socket in a room, against every kind of caller. One cell = one fresh socket of that
 * caller tries that door; afterwards the server is asked whether the socket is in the room.
 *
 * M = the socket is in the room (joined, or placed there at connection)
 * R = refused: the socket is not in the room (and a join is answered { ok: false })
 * - = no socket at all: the handshake is refused without a session cookie
 *
 * Room names are templates: {patientA} is that user's id, {scheduled} an appointment id,
 * {session:patientA} the internal room of patient A's session (server-only, never joinable).
 */
export const ACTORS = [
  'anonymous',
  'patientA',
  'patientB',
  'treatingProvider',
  'unrelatedProvider',
  'admin',
  'secondAdmin',
  // issue 24: A's provider after the window closed (the appointment cancelled), and one whose verification was withdrawn
  'closedProvider',
  'withdrawnProvider',
] as const
export type Actor = (typeof ACTORS)[number]
export type Outcome = 'M' | 'R' | '-'
/** 'join': the gateway's generic join; 'consultation.join': presence's join, given an appointment id. */
export type Door = 'join' | 'consultation.join'

export interface RoomCase {
  room: string
  door: Door
  /** What `door` is given: the room name for 'join', the appointment id for 'consultation.join'. */
  argument: string
  expected: Record<Actor, Outcome>
  why: string
}

type Row = [room: string, door: Door, cells: Outcome[], why: string]

// prettier-ignore
const ROWS: Row[] = [
  //  room                                door                  anon pA   pB   treat unrel admin admin2 closed withdrawn
  ['user:{patientA}',                     'join',              ['-', 'M', 'R', 'R', 'R', 'R', 'R', 'R', 'R'], 'own user room only (placed there at connection)'],
  ['user:{patientB}',                     'join',              ['-', 'R', 'M', 'R', 'R', 'R', 'R', 'R', 'R'], 'own user room only'],
  ['user:{treatingProvider}',             'join',              ['-', 'R', 'R', 'M', 'R', 'R', 'R', 'R', 'R'], 'own user room only'],
  ['user:{unrelatedProvider}',            'join',              ['-', 'R', 'R', 'R', 'M', 'R', 'R', 'R', 'R'], 'own user room only'],
  ['user:{admin}',                        'join',              ['-', 'R', 'R', 'R', 'R', 'M', 'R', 'R', 'R'], 'an admin does not hear another admin'],
  ['user:{secondAdmin}',                  'join',              ['-', 'R', 'R', 'R', 'R', 'R', 'M', 'R', 'R'], 'an admin does not hear another admin'],
  ['admins',                              'join',              ['-', 'R', 'R', 'R', 'R', 'M', 'M', 'R', 'R'], 'admins are placed there at connection; nobody joins it'],
  ['provider:{treatingProvider}',         'join',              ['-', 'R', 'R', 'M', 'R', 'R', 'R', 'R', 'R'], 'a provider joins their own provider room'],
  ['provider:{unrelatedProvider}',        'join',              ['-', 'R', 'R', 'R', 'M', 'R', 'R', 'R', 'R'], 'a provider joins their own provider room'],
  ['provider:{patientA}',                 'join',              ['-', 'R', 'R', 'R', 'R', 'R', 'R', 'R', 'R'], 'a patient has no provider room, not even under their own id'],
  ['appointment:{scheduled}',             'join',              ['-', 'M', 'R', 'M', 'R', 'R', 'R', 'R', 'R'], 'inside its join window: its patient and provider; admins read no consultation'],
  ['appointment:{scheduled}',             'consultation.join', ['-', 'M', 'R', 'M', 'R', 'R', 'R', 'R', 'R'], 'same rule through presence'],
  ['appointment:{upcoming}',              'join',              ['-', 'R', 'R', 'R', 'R', 'R', 'R', 'R', 'R'], 'a day early: the join window is not open yet (issue 12, scheduling.room_not_open)'],
  ['appointment:{upcoming}',              'consultation.join', ['-', 'R', 'R', 'R', 'R', 'R', 'R', 'R', 'R'], 'same rule through presence'],
  ['appointment:{completed}',             'join',              ['-', 'R', 'R', 'R', 'R', 'R', 'R', 'R', 'R'], 'completed: the screen is a summary, the room is closed (issue 12)'],
  ['appointment:{completed}',             'consultation.join', ['-', 'R', 'R', 'R', 'R', 'R', 'R', 'R', 'R'], 'same rule through presence'],
  ['appointment:{cancelled}',             'join',              ['-', 'R', 'R', 'R', 'R', 'R', 'R', 'R', 'R'], 'a cancelled appointment has no room (issue 10 row 13)'],
  ['appointment:{cancelled}',             'consultation.join', ['-', 'R', 'R', 'R', 'R', 'R', 'R', 'R', 'R'], 'same rule through presence'],
  ['appointment:{otherPatients}',         'join',              ['-', 'R', 'M', 'R', 'M', 'R', 'R', 'R', 'R'], "B's appointment with the unrelated provider"],
  ['appointment:not-a-uuid',              'join',              ['-', 'R', 'R', 'R', 'R', 'R', 'R', 'R', 'R'], 'malformed id'],
  ['appointment:00000000-0000-4000-8000-000000000000', 'consultation.join', ['-', 'R', 'R', 'R', 'R', 'R', 'R', 'R', 'R'], 'unknown appointment'],
  ['patient:{profile:patientA}',          'join',              ['-', 'R', 'R', 'M', 'R', 'R', 'R', 'R', 'R'], "providers who treat the patient now hear their profile changes: the records access rule (verified, window open), one function with HTTP (issue 24); the patient hears them in user:"],
  ['patient:{profile:patientB}',          'join',              ['-', 'R', 'R', 'R', 'M', 'R', 'R', 'R', 'R'], "B's provider only"],
  ['patient:not-a-uuid',                  'join',              ['-', 'R', 'R', 'R', 'R', 'R', 'R', 'R', 'R'], 'malformed id'],
  ['availability:{treatingProviderProfile}', 'join',             ['-', 'M', 'M', 'M', 'M', 'M', 'M', 'M', 'M'], "a provider's slots changed: no personal data, any signed-in screen may listen"],
  ['availability:not-a-uuid',             'join',              ['-', 'R', 'R', 'R', 'R', 'R', 'R', 'R', 'R'], 'malformed provider id'],
  ['{session:patientA}',                  'join',              ['-', 'M', 'R', 'R', 'R', 'R', 'R', 'R', 'R'], "internal: the server places the session's own sockets there; nobody joins it"],
  ['anything',                            'join',              ['-', 'R', 'R', 'R', 'R', 'R', 'R', 'R', 'R'], 'unknown room kind'],
  ['operations',                          'join',              ['-', 'R', 'R', 'R', 'R', 'M', 'M', 'R', 'R'], 'the operations page (issue 14): admins only'],
]

/** The matrix with its templates filled in from `names` (template -> value). */
export function roomCases(names: Record<string, string>): RoomCase[] {
  const fill = (s: string) => s.replace(/\{([^}]+)\}/g, (_, key: string) => names[key] ?? `<${key}?>`)
  return ROWS.map(([template, door, cells, why]) => {
    const room = fill(template)
    const argument = door === 'join' ? room : room.replace(/^appointment:/, '')
    return { room, door, argument, why, expected: Object.fromEntries(ACTORS.map((a, i) => [a, cells[i]])) as Record<Actor, Outcome> }
  })
}

/**
 * The built-in call's signaling through the consultation room (issue 19): one fresh socket of the
 * caller joins the appointment's consultation (refused or not) and sends 'call.signal' to the
 * other participant (or, for anyone else, to the patient).
 *
 * S = acknowledged { ok: true } and relayed to that participant's socket in the room
 * R = answered { ok: false } and nobody in the room hears it
 * - = no socket at all
 */
export type CallOutcome = 'S' | 'R' | '-'

export interface CallCase {
  appointment: string
  /** the appointment's participants as matrix callers */
  patient: Actor
  provider: Actor
  expected: Record<Actor, CallOutcome>
  why: string
}

type CallRow = [appointment: string, patient: Actor, provider: Actor, cells: CallOutcome[], why: string]

// prettier-ignore
const CALL_ROWS: CallRow[] = [
  //  appointment       patient      provider             anon pA   pB   treat unrel admin admin2 closed withdrawn
  ['scheduled',        'patientA', 'treatingProvider',  ['-', 'S', 'R', 'S', 'R', 'R', 'R', 'R', 'R'], 'room open: its patient and provider signal each other, nobody else'],
  ['upcoming',         'patientA', 'treatingProvider',  ['-', 'R', 'R', 'R', 'R', 'R', 'R', 'R', 'R'], 'before the join window: not even the participants'],
  ['completed',        'patientA', 'treatingProvider',  ['-', 'R', 'R', 'R', 'R', 'R', 'R', 'R', 'R'], 'after the session ended'],
  ['cancelled',        'patientA', 'treatingProvider',  ['-', 'R', 'R', 'R', 'R', 'R', 'R', 'R', 'R'], 'after a cancellation'],
  ['otherPatients',    'patientB', 'unrelatedProvider', ['-', 'R', 'S', 'R', 'S', 'R', 'R', 'R', 'R'], "B's appointment: B and its provider only"],
]

/** The call matrix with the appointment ids filled in from `names`. */
export function callCases(names: Record<string, string>): CallCase[] {
  return CALL_ROWS.map(([key, patient, provider, cells, why]) => ({
    appointment: names[key] ?? `<${key}?>`,
    patient,
    provider,
    why,
    expected: Object.fromEntries(ACTORS.map((a, i) => [a, cells[i]])) as Record<Actor, CallOutcome>,
  }))
}
