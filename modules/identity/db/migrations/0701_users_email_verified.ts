import { BaseSchema } from '@adonisjs/lucid/schema'

/**
 * New accounts verify their e-mail by link before they can book. Accounts that exist before
 * this migration keep working: they count as verified from their creation.
 */
export default class extends BaseSchema {
  async up() {
    this.schema.alterTable('users', (table) => {
      table.timestamp('email_verified_at', { useTz: true }).nullable()
    })
    this.schema.raw(`UPDATE users SET email_verified_at = created_at WHERE email_verified_at IS NULL`)
  }

  async down() {
    this.schema.alterTable('users', (table) => table.dropColumn('email_verified_at'))
  }
}
