import { BaseSchema } from '@adonisjs/lucid/schema'

/**
 * The type of consultation a waiting patient wants (issue 22): a freed slot they take is booked as
 * that type. Every entry made before it waited for a video visit.
 */
export default class extends BaseSchema {
  async up() {
    this.schema.alterTable('waitlist_entries', (table) => {
      table.text('appointment_type').notNullable().defaultTo('VIDEO')
    })
    this.schema.raw(
      `ALTER TABLE waitlist_entries ADD CONSTRAINT waitlist_entries_appointment_type_known CHECK (appointment_type IN ('VIDEO', 'CHAT'))`
    )
  }

  async down() {
    this.schema.alterTable('waitlist_entries', (table) => {
      table.dropColumn('appointment_type')
    })
  }
}
