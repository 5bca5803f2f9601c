import { BaseSchema } from '@adonisjs/lucid/schema'

/**
 * Failed sign-ins per (account, client) pair, the client being an IP or a known device: the
 * back-off grows per pair, so an attacker's failures never lock the owner out (docs/security.md).
 */
export default class extends BaseSchema {
  async up() {
    this.schema.createTable('login_backoff', (table) => {
      table.string('pair_key', 80).primary()
      table.integer('failures').notNullable()
      table.timestamp('blocked_until', { useTz: true }).nullable()
      table.timestamp('updated_at', { useTz: true }).notNullable()
      table.index(['updated_at'])
    })
  }

  async down() {
    this.schema.dropTable('login_backoff')
  }
}
