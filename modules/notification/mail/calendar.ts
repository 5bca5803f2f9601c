import { createEvent, type EventAttributes } from 'ics'
import { multiLineText, singleLineText } from '#modules/kernel/index'
import type { AppointmentFacts, RecipientRole } from '../domain/messages.js'
import { leadMinutesOf } from '../domain/messages.js'

/** How an invite relates to the entry the recipient already holds (RFC 5546 iTIP). */
export type InviteChange =
  /** The booking's invite: an entry to add (no RSVP), SEQUENCE 0. */
  | { method: 'PUBLISH' }
  /** A move: the same UID with a higher SEQUENCE replaces the entry. */
  | { method: 'REQUEST'; sequence: number }
  /** A cancellation: the same UID, STATUS:CANCELLED, a higher SEQUENCE removes the entry. */
  | { method: 'CANCEL'; sequence: number }

/** The organizer iTIP asks for in REQUEST and CANCEL (the clinic's sending address). */
export const INVITE_ORGANIZER = { name: 'TeleRawat', email: 'no-reply@telerawat.id' }

/**
 * The .ics invite (RFC 5545, via the `ics` library) for one participant: a stable UID per
 * appointment so a later invite updates or removes the same entry, times in UTC, and a display
 * alarm at the meeting-link lead time. Every text that reaches it passes the control-character
 * rule (kernel/plain-text.ts): the library escapes CRLF and LF only, and quotes names without
 * escaping line breaks; names also lose double quotes (a parameter value cannot hold one).
 */
export function appointmentInvite(
  facts: AppointmentFacts,
  role: RecipientRole,
  recipient: { name: string; email: string },
  change: InviteChange = { method: 'PUBLISH' }
): string {
  const title = singleLineText(
    role === 'PATIENT' ? `Konsultasi TeleRawat dengan ${facts.providerName}` : `Konsultasi TeleRawat: ${facts.patientName}`
  )
  const link = singleLineText(facts.meetLink)
  const lead = leadMinutesOf(facts)
  const attributes: EventAttributes = {
    uid: `${facts.appointmentId}@telerawat.id`,
    productId: 'telerawat/janji-temu',
    method: change.method,
    title: change.method === 'CANCEL' ? `Dibatalkan: ${title}` : title,
    description: `${multiLineText(facts.reason)}\n\nTautan video: ${link}`,
    location: link,
    url: link,
    start: new Date(facts.scheduledAt).getTime(),
    startInputType: 'utc',
    startOutputType: 'utc',
    duration: { minutes: facts.durationMinutes },
    status: change.method === 'CANCEL' ? 'CANCELLED' : 'CONFIRMED',
    busyStatus: change.method === 'CANCEL' ? 'FREE' : 'BUSY',
    attendees: [
      {
        name: nameParam(recipient.name),
        email: singleLineText(recipient.email),
        rsvp: false,
        partstat: 'ACCEPTED',
        role: 'REQ-PARTICIPANT',
      },
    ],
    ...(change.method === 'PUBLISH' ? {} : { sequence: change.sequence, organizer: INVITE_ORGANIZER }),
    alarms:
      change.method === 'CANCEL'
        ? []
        : [
            {
              action: 'display',
              description: `Konsultasi TeleRawat dimulai ${lead} menit lagi`,
              trigger: { minutes: lead, before: true },
            },
          ],
  }
  const { error, value } = createEvent(attributes)
  if (error || !value) throw error ?? new Error('ics: empty calendar')
  return value
}

/** A name as an iCalendar parameter value (CN="…"): one line, no double quote. */
function nameParam(name: string): string {
  return singleLineText(name).replaceAll('"', "'")
}
