import { BaseSchema } from '@adonisjs/lucid/schema'

/**
 * Issue 13: the coded part of a record (RecordCoding of contracts/record-coding.ts: ICD-10
 * diagnoses and SDKI -> SLKI -> SIKI), beside the free-text fields. Records written before coding
 * existed keep `coding` null. Corrections keep the previous coding in medical_record_revisions
 * (its `previous` jsonb holds the whole content, coding included); addenda are records themselves.
 */
export default class extends BaseSchema {
  async up() {
    this.schema.alterTable('medical_records', (table) => {
      table.jsonb('coding').nullable()
    })
  }

  async down() {
    this.schema.alterTable('medical_records', (table) => table.dropColumn('coding'))
  }
}
