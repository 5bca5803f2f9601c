import { BaseSchema } from '@adonisjs/lucid/schema'

/**
 * Chat consultations (issue 22): whether a provider offers the CHAT appointment type beside VIDEO,
 * and its fee in whole Rupiah (the same rules as the video fee). Existing providers offer video only.
 */
export default class extends BaseSchema {
  async up() {
    this.schema.alterTable('provider_profiles', (table) => {
      table.boolean('offers_chat').notNullable().defaultTo(false)
      table.integer('chat_fee').notNullable().defaultTo(0)
    })
  }

  async down() {
    this.schema.alterTable('provider_profiles', (table) => {
      table.dropColumn('offers_chat')
      table.dropColumn('chat_fee')
    })
  }
}
