import { BaseSchema } from '@adonisjs/lucid/schema'

/**
 * One row per (appointment, kind, recipient) holds only for the booking's own mails (the
 * confirmation and the meeting link, which have no dedupe key). Mails queued with a dedupe key
 * are unique by that key alone: each move of an appointment mails its updated invite under
 * `appointment-rescheduled:<id>:<sequence>:<role>`, so a second move adds a second
 * APPOINTMENT_RESCHEDULED row per participant, which the table-wide unique constraint refused.
 */
export default class extends BaseSchema {
  async up() {
    this.schema.raw(`
      ALTER TABLE notification_reminders DROP CONSTRAINT IF EXISTS notification_reminders_appointment_id_kind_recipient_role_unique;
      CREATE UNIQUE INDEX notification_reminders_booking_mail
        ON notification_reminders (appointment_id, kind, recipient_role) WHERE dedupe_key IS NULL;
    `)
  }

  async down() {
    this.schema.raw(`
      DROP INDEX IF EXISTS notification_reminders_booking_mail;
      ALTER TABLE notification_reminders
        ADD CONSTRAINT notification_reminders_appointment_id_kind_recipient_role_unique UNIQUE (appointment_id, kind, recipient_role);
    `)
  }
}
