import { BaseSchema } from '@adonisjs/lucid/schema'

/**
 * The header badge and the list's unread total from one row per user (rm_conversation_unread),
 * kept by the 'Pesan' list projection beside rm_conversations: summing a busy provider's rows on
 * every list read scanned thousands of them. Filled from rm_conversations once; replay rebuilds it.
 */
export default class extends BaseSchema {
  async up() {
    this.schema.createTable('rm_conversation_unread', (table) => {
      table.uuid('user_id').primary()
      table.integer('unread_total').notNullable().defaultTo(0)
      /** The conversations holding unread messages. */
      table.integer('conversations').notNullable().defaultTo(0)
    })
    this.schema.raw(`INSERT INTO rm_conversation_unread (user_id, unread_total, conversations)
      SELECT user_id, sum(unread_count), count(*) FILTER (WHERE unread_count > 0) FROM rm_conversations GROUP BY user_id`)
  }

  async down() {
    this.schema.dropTable('rm_conversation_unread')
  }
}
