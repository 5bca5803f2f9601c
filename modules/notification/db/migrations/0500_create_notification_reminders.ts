import { BaseSchema } from '@adonisjs/lucid/schema'

/**
 * Outgoing e-mails of the notification module, one row per (appointment, kind, recipient):
 * the confirmation (due at once) and the meeting link (due 15 minutes before). Workers claim
 * due rows with FOR UPDATE SKIP LOCKED; see worker/reminder-worker.ts for the guarantees.
 */
export default class extends BaseSchema {
  async up() {
    this.schema.createTable('notification_reminders', (table) => {
      table.uuid('id').primary().defaultTo(this.raw('gen_random_uuid()'))
      table.uuid('appointment_id').notNullable()
      table.string('kind', 20).notNullable().checkIn(['CONFIRMATION', 'MEETING_LINK'])
      table.string('recipient_role', 16).notNullable().checkIn(['PATIENT', 'PROVIDER'])
      table.uuid('recipient_user_id').notNullable()
      table.string('recipient_email', 254).notNullable()
      table.string('recipient_name', 200).notNullable()
      table.jsonb('payload').notNullable()
      table.timestamp('send_at', { useTz: true }).notNullable()
      table.string('status', 16).notNullable().defaultTo('PENDING').checkIn(['PENDING', 'SENT', 'CANCELLED', 'FAILED'])
      table.uuid('claim_token').nullable()
      table.timestamp('claimed_at', { useTz: true }).nullable()
      table.timestamp('claim_expires_at', { useTz: true }).nullable()
      table.integer('attempts').notNullable().defaultTo(0)
      table.text('last_error').nullable()
      table.string('message_id', 200).nullable()
      table.text('delivery').nullable()
      table.timestamp('sent_at', { useTz: true }).nullable()
      table.bigInteger('event_position').notNullable()
      table.timestamp('created_at', { useTz: true }).notNullable().defaultTo(this.now())
      table.timestamp('updated_at', { useTz: true }).notNullable().defaultTo(this.now())
      table.unique(['appointment_id', 'kind', 'recipient_role'])
      table.index(['recipient_user_id'])
    })
    this.schema.raw(`CREATE INDEX notification_reminders_due ON notification_reminders (send_at) WHERE status = 'PENDING'`)

    // Latest e-mail per user (identity events), so a changed address is used for later mails.
    this.schema.createTable('notification_contacts', (table) => {
      table.uuid('user_id').primary()
      table.string('email', 254).notNullable()
      table.bigInteger('last_position').notNullable()
    })
  }

  async down() {
    this.schema.dropTable('notification_contacts')
    this.schema.dropTable('notification_reminders')
  }
}
