import { BaseSchema } from '@adonisjs/lucid/schema'

export default class extends BaseSchema {
  async up() {
    this.schema.createTable('users', (table) => {
      table.uuid('id').primary().defaultTo(this.raw('gen_random_uuid()'))
      table.string('email', 254).notNullable().unique()
      table.string('password', 255).notNullable()
      table.string('role', 16).notNullable().checkIn(['PATIENT', 'PROVIDER', 'ADMIN'])
      table.string('status', 16).notNullable().defaultTo('ACTIVE').checkIn(['ACTIVE', 'SUSPENDED'])
      table.string('full_name', 200).nullable() // ADMIN accounts have no profile table
      table.string('consent_version', 40).nullable()
      table.timestamp('consent_at', { useTz: true }).nullable()
      table.timestamp('anonymised_at', { useTz: true }).nullable()
      table.timestamp('created_at', { useTz: true }).notNullable().defaultTo(this.now())
      table.timestamp('updated_at', { useTz: true }).notNullable().defaultTo(this.now())
      table.index(['role', 'status'])
    })

    this.schema.raw('CREATE SEQUENCE IF NOT EXISTS medical_record_number_seq START 1001')
    this.schema.createTable('patient_profiles', (table) => {
      table.uuid('id').primary().defaultTo(this.raw('gen_random_uuid()'))
      table.uuid('user_id').notNullable().unique().references('users.id').onDelete('CASCADE')
      table.string('full_name', 200).notNullable()
      table.string('medical_record_number', 32).notNullable().unique()
      table.date('dob').nullable()
      table.string('gender', 20).nullable()
      table.text('address').nullable()
      table.string('contact', 60).nullable()
      table.string('occupation', 120).nullable()
      table.timestamp('created_at', { useTz: true }).notNullable().defaultTo(this.now())
    })

    this.schema.createTable('provider_profiles', (table) => {
      table.uuid('id').primary().defaultTo(this.raw('gen_random_uuid()'))
      table.uuid('user_id').notNullable().unique().references('users.id').onDelete('CASCADE')
      table.string('display_name', 200).notNullable()
      table.string('provider_role', 60).notNullable()
      table.text('bio').nullable()
      table.string('specialization', 200).nullable()
      table.jsonb('available_slots').nullable()
      table.integer('consultation_fee').notNullable().defaultTo(75000)
      table.timestamp('created_at', { useTz: true }).notNullable().defaultTo(this.now())
    })

    this.schema.createTable('remember_me_tokens', (table) => {
      table.increments('id')
      table.uuid('tokenable_id').notNullable().references('users.id').onDelete('CASCADE')
      table.string('hash').notNullable().unique()
      table.timestamp('created_at', { useTz: true }).notNullable()
      table.timestamp('updated_at', { useTz: true }).notNullable()
      table.timestamp('expires_at', { useTz: true }).notNullable()
    })

    this.schema.createTable('rate_limits', (table) => {
      table.string('key', 255).notNullable().primary()
      table.integer('points', 9).notNullable().defaultTo(0)
      table.bigint('expire').unsigned()
    })
  }

  async down() {
    for (const t of ['rate_limits', 'remember_me_tokens', 'provider_profiles', 'patient_profiles', 'users']) {
      this.schema.dropTable(t)
    }
    this.schema.raw('DROP SEQUENCE IF EXISTS medical_record_number_seq')
  }
}
