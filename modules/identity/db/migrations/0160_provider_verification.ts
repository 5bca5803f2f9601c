import { BaseSchema } from '@adonisjs/lucid/schema'

/**
 * Providers are bookable only once an admin checked their STR (Surat Tanda Registrasi): the
 * number on the profile, who verified it and when; the admin table and its stat card show it.
 * Providers that exist before this migration stay unverified until an admin verifies them.
 */
export default class extends BaseSchema {
  async up() {
    this.schema.alterTable('provider_profiles', (table) => {
      table.string('str_number', 40).nullable()
      table.timestamp('verified_at', { useTz: true }).nullable()
      table.uuid('verified_by').nullable()
    })
    this.schema.alterTable('rm_admin_users', (table) => {
      table.string('str_number', 40).nullable()
      table.timestamp('verified_at', { useTz: true }).nullable()
    })
    this.schema.alterTable('rm_admin_user_stats', (table) => {
      table.integer('unverified_providers').notNullable().defaultTo(0)
    })
    // The stat card counts from the read model (a replay rebuilds it from the events).
    this.schema.raw(
      `UPDATE rm_admin_user_stats SET unverified_providers =
         (SELECT count(*) FROM rm_admin_users WHERE role = 'PROVIDER' AND status = 'ACTIVE')`
    )
  }

  async down() {
    this.schema.alterTable('rm_admin_user_stats', (table) => table.dropColumn('unverified_providers'))
    this.schema.alterTable('rm_admin_users', (table) => {
      table.dropColumn('verified_at')
      table.dropColumn('str_number')
    })
    this.schema.alterTable('provider_profiles', (table) => {
      table.dropColumn('verified_by')
      table.dropColumn('verified_at')
      table.dropColumn('str_number')
    })
  }
}
