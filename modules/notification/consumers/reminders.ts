import { defineConsumer, readsTypes } from '#events/consumer'
import { loadRows, upsertRows } from '#events/batch-sql'
import { planReminderBatch, usersOf, type Contact } from './reminder-batch.js'

export const REMINDERS_CONSUMER = 'notification.reminders'

const REMINDER_COLUMNS = {
  appointment_id: 'uuid',
  kind: 'text',
  recipient_role: 'text',
  recipient_user_id: 'uuid',
  recipient_email: 'text',
  recipient_name: 'text',
  payload: 'jsonb',
  send_at: 'timestamptz',
  event_position: 'bigint',
}

/**
 * Schedules the e-mails of a booking — a confirmation (with .ics) now and the meeting link
 * 15 minutes before, each to the patient and the provider — as rows in notification_reminders,
 * inside the consumer's transaction (so a redelivery adds nothing: unique per kind and
 * recipient). The worker sends them. Cancelled or completed appointments cancel what is pending.
 * A batch costs at most five statements, whatever its size (see planReminderBatch).
 * `wake` lets the module poke its local worker after commit, so confirmations leave at once.
 */
export function remindersConsumer(wake: () => void) {
  return defineConsumer({
    name: REMINDERS_CONSUMER,
    handlers: readsTypes(['AppointmentBooked', 'AppointmentCancelled', 'SessionEnded', 'UserEmailChanged']),
    async applyBatch(events, trx) {
      const stored = await loadRows<Contact & { user_id: string }>(trx, 'notification_contacts', 'user_id', usersOf(events))
      const known = new Map<string, Contact>(stored.map((c) => [c.user_id, c]))
      const plan = planReminderBatch(events, known)
      await upsertRows(trx, 'notification_reminders', REMINDER_COLUMNS, ['appointment_id', 'kind', 'recipient_role'], plan.rows, false)
      if (plan.contacts.length > 0) {
        const changes = JSON.stringify(plan.contacts)
        await trx.rawQuery(
          `INSERT INTO notification_contacts AS c (user_id, email, last_position)
           SELECT user_id, email, position FROM jsonb_to_recordset(?::jsonb) AS r(user_id uuid, email text, position bigint)
           ON CONFLICT (user_id) DO UPDATE SET email = EXCLUDED.email, last_position = EXCLUDED.last_position
           WHERE c.last_position < EXCLUDED.last_position`,
          [changes]
        )
        // Mails still waiting go to the new address (unless they came from a later booking).
        await trx.rawQuery(
          `UPDATE notification_reminders n SET recipient_email = r.email, updated_at = now()
             FROM jsonb_to_recordset(?::jsonb) AS r(user_id uuid, email text, position bigint)
            WHERE n.recipient_user_id = r.user_id AND n.status = 'PENDING' AND n.event_position < r.position`,
          [changes]
        )
      }
      if (plan.cancelled.length > 0) {
        await trx.rawQuery(
          `UPDATE notification_reminders n SET status = 'CANCELLED', last_error = r.reason, updated_at = now()
             FROM jsonb_to_recordset(?::jsonb) AS r(appointment_id uuid, reason text)
            WHERE n.appointment_id = r.appointment_id AND n.status = 'PENDING'`,
          [JSON.stringify(plan.cancelled)]
        )
      }
    },
    afterCommitBatch: (events) => {
      if (events.some((e) => e.type === 'AppointmentBooked')) wake()
    },
  })
}
