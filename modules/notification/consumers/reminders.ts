import type { TransactionClientContract } from '@adonisjs/lucid/types/database'
import { defineConsumer, readsTypes } from '#events/consumer'
import { loadRows, recordset } from '#events/batch-sql'
import { clinicSettings } from '#modules/clinic/index'
import { planReminderBatch, usersOf, type Contact } from './reminder-batch.js'
import { applyCancellation, applyReschedule } from './appointment-changes.js'

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

const NAMES = Object.keys(REMINDER_COLUMNS)
  .map((c) => `"${c}"`)
  .join(', ')

/**
 * The booking's mails, one row per (appointment, kind, recipient): a redelivery adds nothing. The
 * arbiter is the partial unique index over rows without a dedupe key (migration 0960), so mails
 * queued with a key (each move's invite) do not collide with them.
 */
async function insertBookingMails(trx: TransactionClientContract, rows: readonly object[]) {
  if (rows.length === 0) return
  await trx.rawQuery(
    `INSERT INTO notification_reminders (${NAMES}) SELECT ${NAMES} FROM ${recordset(REMINDER_COLUMNS)}
     ON CONFLICT (appointment_id, kind, recipient_role) WHERE dedupe_key IS NULL DO NOTHING`,
    [JSON.stringify(rows)]
  )
}

/**
 * Schedules the e-mails of a booking — a confirmation (with .ics) now and the meeting link
 * 15 minutes before, each to the patient and the provider — as rows in notification_reminders,
 * inside the consumer's transaction (so a redelivery adds nothing: unique per kind and
 * recipient). The worker sends them. Cancelled or completed appointments cancel what is pending.
 * A move (AppointmentRescheduled) moves the meeting link and mails the updated invite; a
 * cancellation mails the cancelled invite (consumers/appointment-changes.ts).
 * Bookings cost at most five statements a batch, whatever its size (see planReminderBatch).
 * `wake` lets the module poke its local worker after commit, so confirmations leave at once.
 */
export function remindersConsumer(wake: () => void) {
  return defineConsumer({
    name: REMINDERS_CONSUMER,
    handlers: readsTypes(['AppointmentBooked', 'AppointmentRescheduled', 'AppointmentCancelled', 'SessionEnded', 'UserEmailChanged']),
    async applyBatch(events, trx) {
      const stored = await loadRows<Contact & { user_id: string }>(trx, 'notification_contacts', 'user_id', usersOf(events))
      const known = new Map<string, Contact>(stored.map((c) => [c.user_id, c]))
      // the lead time as the clinic sets it now, for bookings and moves of this batch
      const leadMinutes = clinicSettings().reminderLeadMinutes
      const plan = planReminderBatch(events, known, leadMinutes)
      await insertBookingMails(trx, plan.rows)
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
      // Moves and cancellations are rare: a few statements each, in delivery order, after the bookings
      // of the batch exist (their e-mails are composed from the booking's stored facts).
      for (const e of events) {
        if (e.type === 'AppointmentRescheduled') await applyReschedule(trx, e, leadMinutes, wake)
        else if (e.type === 'AppointmentCancelled') await applyCancellation(trx, e, wake)
      }
      if (plan.cancelled.length > 0) {
        // only the booking's own reminders: the cancellation e-mails just queued must go out
        await trx.rawQuery(
          `UPDATE notification_reminders n SET status = 'CANCELLED', last_error = r.reason, updated_at = now()
             FROM jsonb_to_recordset(?::jsonb) AS r(appointment_id uuid, reason text)
            WHERE n.appointment_id = r.appointment_id AND n.status = 'PENDING' AND n.kind IN ('CONFIRMATION', 'MEETING_LINK')`,
          [JSON.stringify(plan.cancelled)]
        )
      }
    },
    afterCommitBatch: (events) => {
      if (events.some((e) => e.type === 'AppointmentBooked')) wake()
    },
  })
}
