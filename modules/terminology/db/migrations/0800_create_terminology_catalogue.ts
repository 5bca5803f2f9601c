import { BaseSchema } from '@adonisjs/lucid/schema'

/**
 * The terminology catalogue (docs/clinical-coding.md, ADR 0021): concepts of ICD-10, SDKI, SLKI,
 * SIKI and LOINC; the SDKI -> SLKI / SIKI links; and one row per imported catalogue version.
 * A concept is never deleted: a version that lacks it deactivates it (records keep their code).
 * Reference data, not patient data: the test helpers' truncate leaves `terminology_*` alone.
 */
export default class extends BaseSchema {
  async up() {
    this.schema.createTable('terminology_concepts', (table) => {
      table.text('system').notNullable().checkIn(['icd10', 'sdki', 'slki', 'siki', 'loinc'])
      table.text('code').notNullable()
      table.text('display').notNullable()
      table.text('display_en').nullable()
      table.text('source').notNullable()
      table.boolean('active').notNullable().defaultTo(true)
      /** The catalogue version that last brought the entry, and the one that deactivated it. */
      table.text('version').notNullable()
      table.text('deactivated_in').nullable()
      /** normaliseSearchText of code + names, with a leading space; and of the Indonesian name alone. */
      table.text('search_text').notNullable()
      table.text('display_search').notNullable()
      table.timestamp('updated_at', { useTz: true }).notNullable().defaultTo(this.now())
      table.primary(['system', 'code'])
    })
    this.schema.createTable('terminology_links', (table) => {
      table.text('kind').notNullable().checkIn(['sdki-slki', 'sdki-siki'])
      table.text('sdki_code').notNullable()
      table.text('target_code').notNullable()
      table.text('expectation').nullable().checkIn(['MENINGKAT', 'MENURUN', 'MEMBAIK'])
      table.integer('rank').notNullable()
      table.text('source').notNullable()
      table.boolean('active').notNullable().defaultTo(true)
      table.text('version').notNullable()
      table.primary(['kind', 'sdki_code', 'target_code'])
    })
    this.schema.createTable('terminology_imports', (table) => {
      table.text('kind').notNullable()
      table.text('version').notNullable()
      table.text('checksum').notNullable()
      table.text('file_name').notNullable()
      table.integer('rows').notNullable()
      table.integer('added').notNullable()
      table.integer('changed').notNullable()
      table.integer('deactivated').notNullable()
      table.timestamp('imported_at', { useTz: true }).notNullable().defaultTo(this.now())
      table.primary(['kind', 'version'])
    })
  }

  async down() {
    this.schema.dropTable('terminology_imports')
    this.schema.dropTable('terminology_links')
    this.schema.dropTable('terminology_concepts')
  }
}
