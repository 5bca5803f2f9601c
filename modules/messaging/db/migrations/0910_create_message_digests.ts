import { BaseSchema } from '@adonisjs/lucid/schema'

/**
 * The e-mail digest of unread messages (issue 22): a message to someone with no open tab makes
 * their row due 15 minutes later (one row per recipient, so one e-mail however many messages);
 * the digest worker takes due rows with SKIP LOCKED and sends only what is still unread then.
 */
export default class extends BaseSchema {
  async up() {
    this.schema.createTable('message_digests', (table) => {
      table.uuid('recipient_user_id').primary()
      table.timestamp('due_at', { useTz: true }).notNullable()
      table.timestamp('since', { useTz: true }).notNullable()
      table.index(['due_at'])
    })
  }

  async down() {
    this.schema.dropTable('message_digests')
  }
}
