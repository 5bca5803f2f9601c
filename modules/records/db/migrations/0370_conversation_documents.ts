import { BaseSchema } from '@adonisjs/lucid/schema'

/**
 * Attachments of conversations (modules/messaging, issue 22) are documents of the patient: stored
 * like every upload, marked with their conversation (only its provider reads them, besides the
 * patient) and, once their message is withdrawn, kept but served to no one (`withdrawn_at`).
 */
export default class extends BaseSchema {
  async up() {
    this.schema.alterTable('uploads', (table) => {
      table.uuid('conversation_id').nullable()
      table.timestamp('withdrawn_at', { useTz: true }).nullable()
    })
  }

  async down() {
    this.schema.alterTable('uploads', (table) => {
      table.dropColumn('withdrawn_at')
      table.dropColumn('conversation_id')
    })
  }
}
