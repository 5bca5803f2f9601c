import { BaseSchema } from '@adonisjs/lucid/schema'

/**
 * A provider's correction of another provider's entry is their own new entry that points at the
 * one it amends (Permenkes 24/2022: the original stays as written, with its author).
 */
export default class extends BaseSchema {
  async up() {
    this.schema.alterTable('medical_records', (table) => {
      table.uuid('amends_record_id').nullable().references('medical_records.id').onDelete('RESTRICT')
      table.index(['amends_record_id'])
    })
  }

  async down() {
    this.schema.alterTable('medical_records', (table) => table.dropColumn('amends_record_id'))
  }
}
