import { BaseSchema } from '@adonisjs/lucid/schema'

/**
 * The call's write side: per appointment and side, when its media first flowed, the interval open
 * now and the totals (the events ConsultationMediaConnected/Ended carry the same running totals).
 */
export default class extends BaseSchema {
  async up() {
    this.schema.createTable('call_media_sides', (table) => {
      table.uuid('appointment_id').notNullable()
      table.string('role', 16).notNullable()
      table.timestamp('first_connected_at', { useTz: true }).notNullable()
      table.timestamp('connected_since', { useTz: true }).nullable()
      table.integer('connected_seconds').notNullable().defaultTo(0)
      table.integer('reconnections').notNullable().defaultTo(0)
      table.primary(['appointment_id', 'role'])
    })
  }

  async down() {
    this.schema.dropTable('call_media_sides')
  }
}
