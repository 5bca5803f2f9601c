import type { TransactionClientContract } from '@adonisjs/lucid/types/database'
import { defineConsumer } from '#events/consumer'
import type { EventEnvelope } from '#events/envelope'
import type { AppointmentBooked } from '#events/scheduling/appointment-booked'
import type { AppointmentCancelled } from '#events/scheduling/appointment-cancelled'
import type { SessionEnded } from '#events/scheduling/session-ended'
import type { UserEmailChanged } from '#events/identity/user-email-changed'
import { reminderKinds, sendAtFor, type AppointmentFacts, type RecipientRole } from '../domain/messages.js'

export const REMINDERS_CONSUMER = 'notification.reminders'

/** Latest known e-mail of a user, when newer than `position` (Kafka topics interleave freely). */
async function newerEmail(trx: TransactionClientContract, userId: string, position: string): Promise<string | null> {
  const row = await trx.from('notification_contacts').where('user_id', userId).where('last_position', '>', position).first()
  return row?.email ?? null
}

async function cancelPending(e: EventEnvelope<AppointmentCancelled | SessionEnded>, trx: TransactionClientContract) {
  await trx
    .from('notification_reminders')
    .where('appointment_id', e.payload.appointmentId)
    .where('status', 'PENDING')
    .update({ status: 'CANCELLED', last_error: `dibatalkan oleh ${e.type}`, updated_at: new Date() })
}

/**
 * Schedules the e-mails of a booking — a confirmation (with .ics) now and the meeting link
 * 15 minutes before, each to the patient and the provider — as rows in notification_reminders,
 * inside the consumer's transaction (so a redelivery adds nothing: unique per kind and
 * recipient). The worker sends them. Cancelled or completed appointments cancel what is pending.
 * `wake` lets the module poke its local worker after commit, so confirmations leave at once.
 */
export function remindersConsumer(wake: () => void) {
  return defineConsumer({
    name: REMINDERS_CONSUMER,
    handlers: {
      async AppointmentBooked(e: EventEnvelope<AppointmentBooked>, trx) {
        const p = e.payload
        const facts: AppointmentFacts = {
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
        const recipients: Array<{ role: RecipientRole; userId: string; email: string; name: string }> = [
          { role: 'PATIENT', userId: p.patientUserId, email: p.patientEmail, name: p.patientName },
          { role: 'PROVIDER', userId: p.providerUserId, email: p.providerEmail, name: p.providerName },
        ]
        const rows = []
        for (const r of recipients) {
          const email = (await newerEmail(trx, r.userId, e.position)) ?? r.email
          for (const kind of reminderKinds) {
            rows.push({
              appointment_id: p.appointmentId,
              kind,
              recipient_role: r.role,
              recipient_user_id: r.userId,
              recipient_email: email,
              recipient_name: r.name,
              payload: JSON.stringify(facts),
              send_at: sendAtFor(kind, facts, new Date(e.occurredAt)),
              event_position: e.position,
            })
          }
        }
        await trx.knexQuery().table('notification_reminders').insert(rows).onConflict(['appointment_id', 'kind', 'recipient_role']).ignore()
      },
      AppointmentCancelled: cancelPending,
      SessionEnded: cancelPending,
      async UserEmailChanged(e: EventEnvelope<UserEmailChanged>, trx) {
        const { userId, email } = e.payload
        await trx.rawQuery(
          `INSERT INTO notification_contacts AS c (user_id, email, last_position) VALUES (?, ?, ?)
           ON CONFLICT (user_id) DO UPDATE SET email = EXCLUDED.email, last_position = EXCLUDED.last_position
           WHERE c.last_position < EXCLUDED.last_position`,
          [userId, email, e.position]
        )
        // Mails still waiting go to the new address (unless they came from a later booking).
        await trx
          .from('notification_reminders')
          .where({ recipient_user_id: userId, status: 'PENDING' })
          .where('event_position', '<', e.position)
          .update({ recipient_email: email, updated_at: new Date() })
      },
    },
    afterCommit: (event) => {
      if (event.type === 'AppointmentBooked') wake()
    },
  })
}
