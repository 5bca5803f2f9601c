import { BaseSchema } from '@adonisjs/lucid/schema'

/**
 * Every mail of one appointment, by its id: a cancellation's and a move's recipients and the
 * booking's pending reminders (consumers/appointment-changes.ts, reminders.ts). The only index led
 * by appointment_id is 0960's partial one (dedupe_key IS NULL), which those statements cannot use,
 * so each cancellation scanned the whole table: 18 ms and 3,300 blocks a call on the 1,000,000-event
 * set, growing with every mail ever queued (docs/performance.md).
 */
export default class extends BaseSchema {
  async up() {
    this.schema.raw('CREATE INDEX IF NOT EXISTS notification_reminders_appointment ON notification_reminders (appointment_id)')
  }

  async down() {
    this.schema.raw('DROP INDEX IF EXISTS notification_reminders_appointment')
  }
}
