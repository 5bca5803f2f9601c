import { BaseSchema } from '@adonisjs/lucid/schema'

/** Server-side sessions (@adonisjs/session database store): logout really ends a session. */
export default class extends BaseSchema {
  async up() {
    this.schema.createTable('sessions', (table) => {
      table.string('id', 255).primary()
      table.uuid('user_id').nullable()
      table.text('data').notNullable()
      table.timestamp('expires_at', { useTz: true }).notNullable()
      table.index(['expires_at'])
      table.index(['user_id'])
    })
  }

  async down() {
    this.schema.dropTable('sessions')
  }
}
