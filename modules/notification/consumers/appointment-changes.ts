import type { TransactionClientContract } from '@adonisjs/lucid/types/database'
import type { EventEnvelope } from '#events/envelope'
import type { AppointmentCancelled } from '#events/scheduling/appointment-cancelled'
import type { AppointmentRescheduled } from '#events/scheduling/appointment-rescheduled'
import { composeCancellationMail, composeRescheduleMail } from '../domain/change-mails.js'
import { reminderKinds, type AppointmentFacts, type RecipientRole } from '../domain/messages.js'
import { appointmentInvite } from '../mail/calendar.js'
import { queueMail } from '../mail/queue-mail.js'

interface Participant {
  role: RecipientRole
  userId: string
  email: string
  name: string
  facts: AppointmentFacts
}

const INVITE_FILE = 'janji-temu-telerawat.ics'

/**
 * Both participants of an appointment with the facts the notification module keeps for it: the
 * booking's meeting-link rows (kept current by moves), addressed to the newest known e-mail.
 */
async function participants(trx: TransactionClientContract, appointmentId: string): Promise<Participant[]> {
  const { rows } = await trx.rawQuery(
    `SELECT r.recipient_role AS role, r.recipient_user_id AS user_id, COALESCE(c.email, r.recipient_email) AS email,
            r.recipient_name AS name, r.payload
       FROM notification_reminders r LEFT JOIN notification_contacts c ON c.user_id = r.recipient_user_id
      WHERE r.appointment_id = ? AND r.kind = 'MEETING_LINK'
      ORDER BY r.recipient_role`,
    [appointmentId]
  )
  return rows.map((r: any) => ({ role: r.role, userId: r.user_id, email: r.email, name: r.name, facts: r.payload }))
}

/**
 * A move: the booking's reminders take the new time and sequence (the pending meeting link is due
 * `leadMinutes` before the new start), and both participants get the updated invite (same UID,
 * SEQUENCE = the appointment's new sequence, METHOD:REQUEST). Guarded by the sequence and by
 * dedupe keys, so a redelivered or older move changes and sends nothing.
 */
export async function applyReschedule(
  trx: TransactionClientContract,
  e: EventEnvelope<AppointmentRescheduled>,
  leadMinutes: number,
  wake: () => void
) {
  const p = e.payload
  const sendAt = new Date(new Date(p.scheduledAt).getTime() - leadMinutes * 60_000)
  const { rows: moved } = await trx.rawQuery(
    `UPDATE notification_reminders
        SET payload = payload || jsonb_build_object('scheduledAt', ?::text, 'sequence', ?::int, 'leadMinutes', ?::int),
            send_at = CASE WHEN kind = 'MEETING_LINK' AND status = 'PENDING' THEN ?::timestamptz ELSE send_at END,
            updated_at = now()
      WHERE appointment_id = ? AND kind = ANY(?::text[]) AND COALESCE((payload->>'sequence')::int, 0) < ?
      RETURNING id`,
    [p.scheduledAt, p.sequence, leadMinutes, sendAt, p.appointmentId, [...reminderKinds], p.sequence]
  )
  if (moved.length === 0) return
  for (const who of await participants(trx, p.appointmentId)) {
    const mail = composeRescheduleMail(
      who.role,
      who.facts,
      { fromScheduledAt: p.fromScheduledAt, rescheduledBy: p.rescheduledBy, byRecipient: who.userId === p.rescheduledByUserId },
      who.name
    )
    const ics = appointmentInvite(who.facts, who.role, who, { method: 'REQUEST', sequence: p.sequence })
    await queueMail(
      trx,
      {
        kind: 'APPOINTMENT_RESCHEDULED',
        dedupeKey: `appointment-rescheduled:${p.appointmentId}:${p.sequence}:${who.role}`,
        to: { userId: who.userId, email: who.email, name: who.name, role: who.role },
        appointmentId: p.appointmentId,
        mail: { ...mail, calendar: { filename: INVITE_FILE, content: ics, method: 'REQUEST' } },
      },
      wake
    )
  }
}

/**
 * A cancellation: both participants get a mail with the cancelled invite (same UID,
 * STATUS:CANCELLED, SEQUENCE one above the last invite, METHOD:CANCEL). The pending reminders
 * are withdrawn by the caller. A cancellation the system made for a deleted account names no
 * user: then only the other participant is told.
 */
export async function applyCancellation(trx: TransactionClientContract, e: EventEnvelope<AppointmentCancelled>, wake: () => void) {
  const p = e.payload
  const cancellerId = p.cancelledBy === 'PATIENT' ? p.patientUserId : p.providerUserId
  for (const who of await participants(trx, p.appointmentId)) {
    if (!p.cancelledByUserId && who.userId === cancellerId) continue
    const sequence = (who.facts.sequence ?? 0) + 1
    const mail = composeCancellationMail(
      who.role,
      who.facts,
      { cancelledBy: p.cancelledBy, byRecipient: who.userId === p.cancelledByUserId, reason: p.reason ?? null },
      who.name
    )
    const ics = appointmentInvite(who.facts, who.role, who, { method: 'CANCEL', sequence })
    await queueMail(
      trx,
      {
        kind: 'APPOINTMENT_CANCELLED',
        dedupeKey: `appointment-cancelled:${p.appointmentId}:${who.role}`,
        to: { userId: who.userId, email: who.email, name: who.name, role: who.role },
        appointmentId: p.appointmentId,
        mail: { ...mail, calendar: { filename: INVITE_FILE, content: ics, method: 'CANCEL' } },
      },
      wake
    )
  }
}
