import { BaseSchema } from '@adonisjs/lucid/schema'
import { dropRowTriggers, rowTriggers } from '#events/read-model-triggers'

/**
 * Marking notifications read announces their reader on the read models' channel, on commit, so
 * every node forgets the bell it keeps for them (modules/notification/queries/kept-notifications.ts).
 * The notifications themselves are announced by their projection.
 */
export default class extends BaseSchema {
  async up() {
    this.schema.raw(rowTriggers('notification_reads', 'notification.reads', 'user_id'))
  }

  async down() {
    this.schema.raw(dropRowTriggers('notification_reads'))
  }
}
