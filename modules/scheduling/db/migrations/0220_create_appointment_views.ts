import { BaseSchema } from '@adonisjs/lucid/schema'

/** Read models of the `scheduling.appointment-views` projection (rebuildable by replay). */
export default class extends BaseSchema {
  async up() {
    this.schema.createTable('rm_appointment_views', (table) => {
      table.uuid('id').primary()
      table.uuid('patient_id').notNullable()
      table.uuid('patient_user_id').notNullable()
      table.string('patient_name', 200).notNullable()
      table.string('patient_gender', 20).nullable()
      table.string('patient_contact', 60).nullable()
      table.string('patient_dob', 10).nullable()
      table.string('patient_mrn', 32).nullable()
      table.uuid('provider_id').notNullable()
      table.uuid('provider_user_id').notNullable()
      table.string('provider_name', 200).notNullable()
      table.string('provider_role', 60).notNullable()
      table.string('provider_specialization', 200).nullable()
      table.timestamp('scheduled_at', { useTz: true }).notNullable()
      table.integer('duration_minutes').notNullable()
      table.string('status', 16).notNullable()
      table.text('meet_link').notNullable()
      table.text('reason').notNullable()
      table.text('complaint').nullable()
      table.string('payment_method', 40).nullable()
      table.integer('consultation_fee').notNullable()
      table.timestamp('created_at', { useTz: true }).notNullable()
      table.timestamp('updated_at', { useTz: true }).notNullable()
      table.bigInteger('last_position').notNullable()
      table.index(['patient_user_id', 'scheduled_at'])
      table.index(['provider_user_id', 'scheduled_at'])
    })
    // Latest known name and e-mail per user, fed by identity events (and booking snapshots);
    // `last_position` makes it order-independent (Kafka topics interleave freely).
    this.schema.createTable('rm_appointment_people', (table) => {
      table.uuid('user_id').primary()
      table.string('name', 200).notNullable()
      table.string('email', 254).notNullable()
      table.bigInteger('last_position').notNullable()
    })
  }

  async down() {
    this.schema.dropTable('rm_appointment_people')
    this.schema.dropTable('rm_appointment_views')
  }
}
