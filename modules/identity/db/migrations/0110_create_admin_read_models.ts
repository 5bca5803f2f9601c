import { BaseSchema } from '@adonisjs/lucid/schema'

/** Read models fed only by identity events (see projections/). */
export default class extends BaseSchema {
  async up() {
    this.schema.createTable('rm_admin_users', (table) => {
      table.uuid('user_id').primary()
      table.string('email', 254).notNullable()
      table.string('name', 200).notNullable()
      table.string('role', 16).notNullable()
      table.string('status', 16).notNullable()
      table.uuid('profile_id').nullable()
      table.string('provider_role', 60).nullable()
      table.string('specialization', 200).nullable()
      table.timestamp('created_at', { useTz: true }).notNullable()
      table.timestamp('updated_at', { useTz: true }).notNullable()
      table.bigInteger('last_position').notNullable()
      table.index(['role', 'status'])
    })
    this.schema.createTable('rm_admin_user_stats', (table) => {
      table.string('id', 16).primary()
      table.integer('total_users').notNullable().defaultTo(0)
      table.integer('active_providers').notNullable().defaultTo(0)
      table.integer('patients').notNullable().defaultTo(0)
      table.integer('suspended').notNullable().defaultTo(0)
    })
  }

  async down() {
    this.schema.dropTable('rm_admin_user_stats')
    this.schema.dropTable('rm_admin_users')
  }
}
