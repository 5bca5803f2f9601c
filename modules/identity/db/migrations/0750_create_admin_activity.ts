import { BaseSchema } from '@adonisjs/lucid/schema'

/**
 * 'Aktivitas Terkini': one short entry per event an admin cares about (projections/admin-activity.ts).
 * Keyed and ordered by the event's position; people are ids, resolved to names when read, so a
 * deleted account's name leaves the feed with its row in rm_admin_users.
 */
export default class extends BaseSchema {
  async up() {
    this.schema.createTable('rm_admin_activity', (table) => {
      table.bigInteger('position').primary()
      table.uuid('event_id').notNullable()
      table.string('type', 64).notNullable()
      table.uuid('actor_id').nullable()
      table.uuid('subject_id').nullable()
      table.uuid('other_id').nullable()
      table.jsonb('params').notNullable().defaultTo('{}')
      table.timestamp('occurred_at', { useTz: true }).notNullable()
    })
  }

  async down() {
    this.schema.dropTable('rm_admin_activity')
  }
}
