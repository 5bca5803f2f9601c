import { BaseSchema } from '@adonisjs/lucid/schema'

export default class extends BaseSchema {
  async up() {
    this.schema.createTable('appointments', (table) => {
      table.uuid('id').primary().defaultTo(this.raw('gen_random_uuid()'))
      table.uuid('patient_id').notNullable().references('patient_profiles.id').onDelete('RESTRICT')
      table.uuid('provider_id').notNullable().references('provider_profiles.id').onDelete('RESTRICT')
      table.timestamp('scheduled_at', { useTz: true }).notNullable()
      table.string('status', 16).notNullable().defaultTo('SCHEDULED').checkIn(['SCHEDULED', 'COMPLETED', 'CANCELLED'])
      table.text('meet_link').notNullable()
      table.text('reason').notNullable().defaultTo('Konsultasi umum')
      table.text('complaint').nullable()
      table.string('payment_method', 40).nullable()
      table.integer('consultation_fee').notNullable()
      table.timestamp('created_at', { useTz: true }).notNullable().defaultTo(this.now())
      table.timestamp('updated_at', { useTz: true }).notNullable().defaultTo(this.now())
      table.index(['patient_id', 'scheduled_at'])
      table.index(['provider_id', 'scheduled_at'])
    })
    // A slot is booked at most once per provider, and a patient holds one appointment per time.
    this.schema.raw(
      `CREATE UNIQUE INDEX appointments_provider_slot ON appointments (provider_id, scheduled_at) WHERE status <> 'CANCELLED'`
    )
    this.schema.raw(
      `CREATE UNIQUE INDEX appointments_patient_slot ON appointments (patient_id, scheduled_at) WHERE status <> 'CANCELLED'`
    )
  }

  async down() {
    this.schema.dropTable('appointments')
  }
}
