import { BaseSchema } from '@adonisjs/lucid/schema'

/**
 * The patient profile (issue 12): NIK, province and city from the list, emergency contact. The
 * existing `address` column keeps the street line and `contact` the phone (E.164 from now on).
 *
 * Medical record numbers come from medical_record_number_seq (a sequence is never rolled back nor
 * reused, so a deleted account's number stays used). Existing rows keep their numbers; the sequence
 * is moved past the highest number in use, and the column's default takes the next one, so every
 * way a profile row is written gets one.
 */
export default class extends BaseSchema {
  async up() {
    this.schema.alterTable('patient_profiles', (table) => {
      table.string('nik', 16).nullable()
      table.string('province', 80).nullable()
      table.string('city', 120).nullable()
      table.string('emergency_contact_name', 200).nullable()
      table.string('emergency_contact_relationship', 60).nullable()
      table.string('emergency_contact_phone', 20).nullable()
      table.timestamp('updated_at', { useTz: true }).notNullable().defaultTo(this.now())
    })
    // one person, one NIK: a second account with the same NIK is refused
    this.schema.raw('CREATE UNIQUE INDEX patient_profiles_nik_unique ON patient_profiles (nik) WHERE nik IS NOT NULL')
    this.schema.raw(
      `SELECT setval('medical_record_number_seq', GREATEST(
         (SELECT last_value FROM medical_record_number_seq),
         COALESCE((SELECT max(substring(medical_record_number FROM '[0-9]+$')::bigint) FROM patient_profiles), 0)))`
    )
    this.schema.raw(
      `ALTER TABLE patient_profiles ALTER COLUMN medical_record_number
         SET DEFAULT 'RM-' || lpad(nextval('medical_record_number_seq')::text, 6, '0')`
    )
  }

  async down() {
    this.schema.raw('ALTER TABLE patient_profiles ALTER COLUMN medical_record_number DROP DEFAULT')
    this.schema.raw('DROP INDEX IF EXISTS patient_profiles_nik_unique')
    this.schema.alterTable('patient_profiles', (table) => {
      for (const c of [
        'nik',
        'province',
        'city',
        'emergency_contact_name',
        'emergency_contact_relationship',
        'emergency_contact_phone',
        'updated_at',
      ]) {
        table.dropColumn(c)
      }
    })
  }
}
