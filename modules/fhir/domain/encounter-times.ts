import type { ExportSession } from './types.js'

export interface EncounterTimes {
  arrived: string
  started: string
  finished: string
}

const utc = (iso: string) => new Date(iso).toISOString()
const later = (a: string, b: string) => (new Date(a) > new Date(b) ? a : b)

/**
 * The Encounter's statusHistory times, in UTC. A telehealth visit has no waiting room to arrive
 * in: the patient "arrives" and the consultation starts at the booked time; it finishes when the
 * session ended (the appointment's completion), or at the slot's end when no end was recorded.
 * Where the built-in call recorded its media (issue 19), its times are more exact than the
 * booking and the button: it started when both sides' media first flowed and finished when the
 * last side's media stopped. A record written without an appointment is a moment: all three at
 * its visit date.
 */
export function encounterTimes(session: ExportSession | null, visitDate: string): EncounterTimes {
  if (!session) {
    const at = utc(visitDate)
    return { arrived: at, started: at, finished: at }
  }
  const started = utc(session.mediaStartedAt ?? session.scheduledAt)
  // a provider may end a session before its booked start: never finish before starting
  const finished = utc(later(session.mediaEndedAt ?? session.completedAt ?? session.endsAt, started))
  return { arrived: started, started, finished }
}
