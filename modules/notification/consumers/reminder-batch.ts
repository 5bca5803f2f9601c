import type { EventEnvelope } from '#events/envelope'
import type { AppointmentBooked } from '#events/scheduling/appointment-booked'
import { MEETING_LINK_LEAD_MINUTES, reminderKinds, sendAtFor, type AppointmentFacts, type RecipientRole } from '../domain/messages.js'

export interface Contact {
  email: string
  last_position: string
}

const later = (a: string, b: string) => BigInt(a) > BigInt(b)

function factsOf(p: AppointmentBooked, leadMinutes: number): AppointmentFacts {
  return {
    leadMinutes,
    sequence: 0,
    appointmentId: p.appointmentId,
    scheduledAt: p.scheduledAt,
    durationMinutes: p.durationMinutes,
    timezone: p.timezone,
    meetLink: p.meetLink,
    reason: p.reason,
    complaint: p.complaint,
    consultationFee: p.consultationFee,
    patientName: p.patientName,
    providerName: p.providerName,
    providerRole: p.providerRole,
    providerSpecialization: p.providerSpecialization,
  }
}

/**
 * What a batch does to the reminders, worked out in delivery order without I/O — the same
 * outcome as applying its events one by one:
 * - `rows`: the reminders of each booking (first booking of an appointment wins), addressed to
 *   the newest known e-mail when a contact change is later than the booking;
 * - `contacts`: each user's latest e-mail change (upserted when newer than the stored one); the
 *   pending reminders from earlier bookings move to that address;
 * - `cancelled`: appointments whose pending reminders end, with the first reason seen.
 * `known` holds the stored contacts of the users the batch touches.
 */
export function planReminderBatch(events: EventEnvelope<any>[], known: Map<string, Contact>, leadMinutes = MEETING_LINK_LEAD_MINUTES) {
  const contacts = new Map(known)
  const changed = new Map<string, { user_id: string; email: string; position: string }>()
  const booked = new Map<string, object[]>()
  const cancelled = new Map<string, string>()
  for (const e of events) {
    const p = e.payload
    if (e.type === 'UserEmailChanged') {
      const current = contacts.get(p.userId)
      if (!current || later(e.position, current.last_position)) contacts.set(p.userId, { email: p.email, last_position: e.position })
      const seen = changed.get(p.userId)
      if (!seen || later(e.position, seen.position)) changed.set(p.userId, { user_id: p.userId, email: p.email, position: e.position })
    } else if (e.type === 'AppointmentBooked' && !booked.has(p.appointmentId)) {
      booked.set(p.appointmentId, bookingRows(e, contacts, leadMinutes))
    } else if ((e.type === 'AppointmentCancelled' || e.type === 'SessionEnded') && !cancelled.has(p.appointmentId)) {
      cancelled.set(p.appointmentId, `dibatalkan oleh ${e.type}`)
    }
  }
  return {
    rows: [...booked.values()].flat(),
    contacts: [...changed.values()],
    cancelled: [...cancelled].map(([appointment_id, reason]) => ({ appointment_id, reason })),
  }
}

function bookingRows(e: EventEnvelope<AppointmentBooked>, contacts: Map<string, Contact>, leadMinutes: number) {
  const p = e.payload
  const facts = factsOf(p, leadMinutes)
  const recipients: Array<{ role: RecipientRole; userId: string; email: string; name: string }> = [
    { role: 'PATIENT', userId: p.patientUserId, email: p.patientEmail, name: p.patientName },
    { role: 'PROVIDER', userId: p.providerUserId, email: p.providerEmail, name: p.providerName },
  ]
  return recipients.flatMap((r) => {
    const contact = contacts.get(r.userId)
    const email = contact && later(contact.last_position, e.position) ? contact.email : r.email
    return reminderKinds.map((kind) => ({
      appointment_id: p.appointmentId,
      kind,
      recipient_role: r.role,
      recipient_user_id: r.userId,
      recipient_email: email,
      recipient_name: r.name,
      payload: facts,
      send_at: sendAtFor(kind, facts, new Date(e.occurredAt)).toISOString(),
      event_position: e.position,
    }))
  })
}

/** The users whose stored contact a batch needs: every booking's participants and every changer. */
export function usersOf(events: EventEnvelope<any>[]) {
  const ids = new Set<string>()
  for (const e of events) {
    if (e.type === 'AppointmentBooked') ids.add(e.payload.patientUserId).add(e.payload.providerUserId)
    else if (e.type === 'UserEmailChanged') ids.add(e.payload.userId)
  }
  return [...ids]
}
