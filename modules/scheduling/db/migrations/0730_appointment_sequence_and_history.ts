import { BaseSchema } from '@adonisjs/lucid/schema'

/**
 * Cancel and reschedule (issue 12):
 * - `appointments.sequence`: the calendar invite's SEQUENCE, bumped by every reschedule and by the
 *   cancellation (the booking's invite is 0), so mail clients replace the entry they hold;
 * - `rm_appointment_history`: every change of an appointment (booked, moved, cancelled, completed),
 *   one row per event, fed by the `scheduling.appointment-history` projection (rebuildable by replay).
 */
export default class extends BaseSchema {
  async up() {
    this.schema.alterTable('appointments', (table) => {
      table.integer('sequence').notNullable().defaultTo(0)
    })
    this.schema.createTable('rm_appointment_history', (table) => {
      table.uuid('event_id').primary()
      table.uuid('appointment_id').notNullable()
      table.bigInteger('position').notNullable()
      table.timestamp('occurred_at', { useTz: true }).notNullable()
      table.string('action', 16).notNullable().checkIn(['BOOKED', 'RESCHEDULED', 'CANCELLED', 'COMPLETED'])
      table.uuid('actor_user_id').nullable()
      table.string('actor_role', 16).notNullable().checkIn(['PATIENT', 'PROVIDER', 'ADMIN', 'SYSTEM'])
      table.timestamp('from_scheduled_at', { useTz: true }).nullable()
      table.timestamp('to_scheduled_at', { useTz: true }).nullable()
      table.text('reason').nullable()
      table.index(['appointment_id', 'position'])
    })
  }

  async down() {
    this.schema.dropTable('rm_appointment_history')
    this.schema.alterTable('appointments', (table) => {
      table.dropColumn('sequence')
    })
  }
}
