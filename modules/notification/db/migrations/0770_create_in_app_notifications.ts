import { BaseSchema } from '@adonisjs/lucid/schema'

/**
 * In-app notifications (the bell). `rm_notifications` and `rm_notification_appointments` are read
 * models of the `notification.in-app` consumer (rebuildable by replay); `notification_reads` holds
 * what the users marked as read, so a rebuild keeps it: a notification's id is derived from its
 * event and recipient, the same on every rebuild.
 */
export default class extends BaseSchema {
  async up() {
    this.schema.createTable('rm_notifications', (table) => {
      table.uuid('id').primary()
      table.uuid('event_id').notNullable()
      table.uuid('recipient_user_id').notNullable()
      table.string('kind', 40).notNullable()
      table.jsonb('params').notNullable()
      table.string('link', 200).notNullable()
      table.timestamp('created_at', { useTz: true }).notNullable()
      table.bigInteger('position').notNullable()
      table.unique(['event_id', 'recipient_user_id'])
    })
    this.schema.raw('CREATE INDEX rm_notifications_recipient_newest ON rm_notifications (recipient_user_id, created_at DESC, id DESC)')
    // Who the parties of each appointment are (from the booking), for the events that name only ids.
    this.schema.createTable('rm_notification_appointments', (table) => {
      table.uuid('appointment_id').primary()
      table.uuid('patient_user_id').notNullable()
      table.string('patient_name', 200).notNullable()
      table.uuid('provider_user_id').notNullable()
      table.string('provider_name', 200).notNullable()
      table.timestamp('scheduled_at', { useTz: true }).notNullable()
      table.string('timezone', 64).notNullable()
      table.bigInteger('last_position').notNullable()
    })
    this.schema.createTable('notification_reads', (table) => {
      table.uuid('user_id').notNullable()
      table.uuid('notification_id').notNullable()
      table.timestamp('read_at', { useTz: true }).notNullable()
      table.primary(['user_id', 'notification_id'])
    })
  }

  async down() {
    this.schema.dropTable('notification_reads')
    this.schema.dropTable('rm_notification_appointments')
    this.schema.dropTable('rm_notifications')
  }
}
