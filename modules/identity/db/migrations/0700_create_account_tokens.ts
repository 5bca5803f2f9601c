import { BaseSchema } from '@adonisjs/lucid/schema'

/**
 * One-time links sent by e-mail: password reset, e-mail verification, invitation. Only the
 * SHA-256 of the token is stored (a database leak gives no usable link); `used_at` makes a
 * token single use; `email` is the address the link was sent to (a later address change
 * voids it).
 */
export default class extends BaseSchema {
  async up() {
    this.schema.createTable('account_tokens', (table) => {
      table.uuid('id').primary().defaultTo(this.raw('gen_random_uuid()'))
      table.uuid('user_id').notNullable().references('id').inTable('users').onDelete('CASCADE')
      table.string('purpose', 16).notNullable().checkIn(['RESET', 'VERIFY_EMAIL', 'INVITE'])
      table.string('token_hash', 64).notNullable().unique()
      table.string('email', 254).notNullable()
      table.timestamp('expires_at', { useTz: true }).notNullable()
      table.timestamp('used_at', { useTz: true }).nullable()
      table.timestamp('created_at', { useTz: true }).notNullable().defaultTo(this.now())
      table.index(['user_id', 'purpose'])
    })
  }

  async down() {
    this.schema.dropTable('account_tokens')
  }
}
