import { BaseSchema } from '@adonisjs/lucid/schema'

/**
 * The call's media on the appointment's read model (issue 19): per side when its media first
 * flowed, the connected seconds and the reconnections, from ConsultationMediaConnected/Ended.
 * A side whose media never flowed is null.
 */
export default class extends BaseSchema {
  async up() {
    this.schema.alterTable('rm_appointment_views', (table) => {
      table.jsonb('media').notNullable().defaultTo(this.raw(`'{"patient": null, "provider": null}'::jsonb`))
    })
  }

  async down() {
    this.schema.alterTable('rm_appointment_views', (table) => {
      table.dropColumn('media')
    })
  }
}
