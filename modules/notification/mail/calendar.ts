import { createEvent } from 'ics'
import type { AppointmentFacts, RecipientRole } from '../domain/messages.js'
import { MEETING_LINK_LEAD_MINUTES } from '../domain/messages.js'

/**
 * The .ics invite (RFC 5545, via the `ics` library) for one participant: METHOD:PUBLISH (an
 * entry to add to the calendar, no RSVP), a stable UID per appointment so a re-sent invite
 * updates the same entry, times in UTC, and a display alarm 15 minutes before.
 */
export function appointmentInvite(facts: AppointmentFacts, role: RecipientRole, recipient: { name: string; email: string }): string {
  const title = role === 'PATIENT' ? `Konsultasi TeleRawat dengan ${facts.providerName}` : `Konsultasi TeleRawat: ${facts.patientName}`
  const { error, value } = createEvent({
    uid: `${facts.appointmentId}@telerawat.id`,
    productId: 'telerawat/janji-temu',
    method: 'PUBLISH',
    title,
    description: `${facts.reason}\n\nTautan video: ${facts.meetLink}`,
    location: facts.meetLink,
    url: facts.meetLink,
    start: new Date(facts.scheduledAt).getTime(),
    startInputType: 'utc',
    startOutputType: 'utc',
    duration: { minutes: facts.durationMinutes },
    status: 'CONFIRMED',
    busyStatus: 'BUSY',
    attendees: [{ name: recipient.name, email: recipient.email, rsvp: false, partstat: 'ACCEPTED', role: 'REQ-PARTICIPANT' }],
    alarms: [
      {
        action: 'display',
        description: `Konsultasi TeleRawat dimulai ${MEETING_LINK_LEAD_MINUTES} menit lagi`,
        trigger: { minutes: MEETING_LINK_LEAD_MINUTES, before: true },
      },
    ],
  })
  if (error || !value) throw error ?? new Error('ics: empty calendar')
  return value
}
