import { BaseSchema } from '@adonisjs/lucid/schema'

/**
 * notification_reminders also carries mails composed elsewhere (password reset, invitation,
 * cancellation, waitlist offer…; queued with `queueMail`, modules/notification/mail/queue-mail.ts):
 * such a row has no appointment or event position of its own, its payload is the composed mail
 * (`prepared: true`), and `dedupe_key` keeps a retried command from queueing it twice.
 */
export default class extends BaseSchema {
  async up() {
    this.schema.raw(`
      ALTER TABLE notification_reminders ALTER COLUMN appointment_id DROP NOT NULL;
      ALTER TABLE notification_reminders ALTER COLUMN event_position DROP NOT NULL;
      ALTER TABLE notification_reminders DROP CONSTRAINT IF EXISTS notification_reminders_kind_check;
      ALTER TABLE notification_reminders ALTER COLUMN kind TYPE varchar(40);
      ALTER TABLE notification_reminders ADD CONSTRAINT notification_reminders_kind_check CHECK (kind ~ '^[A-Z][A-Z_]{1,39}$');
      ALTER TABLE notification_reminders DROP CONSTRAINT IF EXISTS notification_reminders_recipient_role_check;
      ALTER TABLE notification_reminders ADD CONSTRAINT notification_reminders_recipient_role_check
        CHECK (recipient_role IN ('PATIENT', 'PROVIDER', 'ADMIN'));
      ALTER TABLE notification_reminders ADD COLUMN dedupe_key varchar(200) NULL;
      CREATE UNIQUE INDEX notification_reminders_dedupe ON notification_reminders (dedupe_key) WHERE dedupe_key IS NOT NULL;
    `)
  }

  async down() {
    this.schema.raw(`
      DROP INDEX IF EXISTS notification_reminders_dedupe;
      ALTER TABLE notification_reminders DROP COLUMN dedupe_key;
    `)
  }
}
