import { BaseSchema } from '@adonisjs/lucid/schema'

/**
 * The bell's unread count as two counters read in one row each (issue 23), instead of counting a
 * user's whole notification history on every request: `rm_notification_counts.total` (notifications
 * per recipient, kept by the `notification.in-app` projection, rebuilt by replay) and
 * `notification_read_counts.read_count` (kept by markNotificationsRead in the statement that stores
 * the reads; not a read model, like notification_reads). Unread = total - read_count. Both are
 * filled from the tables as they stand.
 */
export default class extends BaseSchema {
  async up() {
    this.schema.createTable('rm_notification_counts', (table) => {
      table.uuid('user_id').primary()
      table.integer('total').notNullable().defaultTo(0)
    })
    this.schema.createTable('notification_read_counts', (table) => {
      table.uuid('user_id').primary()
      table.integer('read_count').notNullable().defaultTo(0)
    })
    this.schema.raw(`INSERT INTO rm_notification_counts (user_id, total)
      SELECT recipient_user_id, count(*) FROM rm_notifications GROUP BY recipient_user_id`)
    this.schema.raw(`INSERT INTO notification_read_counts (user_id, read_count)
      SELECT user_id, count(*) FROM notification_reads GROUP BY user_id`)
  }

  async down() {
    this.schema.dropTable('notification_read_counts')
    this.schema.dropTable('rm_notification_counts')
  }
}
