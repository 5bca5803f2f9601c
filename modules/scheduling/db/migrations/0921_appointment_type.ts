import { BaseSchema } from '@adonisjs/lucid/schema'

/**
 * The appointment's type (issue 22): VIDEO (the built-in call) or CHAT (the pair's conversation in
 * session mode). Every appointment booked before it was a video visit; so is every old
 * AppointmentBooked without a type when the read model is replayed.
 */
export default class extends BaseSchema {
  async up() {
    for (const name of ['appointments', 'rm_appointment_views']) {
      this.schema.alterTable(name, (table) => {
        table.text('type').notNullable().defaultTo('VIDEO')
      })
    }
    this.schema.raw(`ALTER TABLE appointments ADD CONSTRAINT appointments_type_known CHECK (type IN ('VIDEO', 'CHAT'))`)
  }

  async down() {
    for (const name of ['appointments', 'rm_appointment_views']) {
      this.schema.alterTable(name, (table) => {
        table.dropColumn('type')
      })
    }
  }
}
