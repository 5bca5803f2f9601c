import { BaseSchema } from '@adonisjs/lucid/schema'

/**
 * The participants' user ids on the appointment itself, so "is this user a participant?"
 * (access checks, socket rooms, the records module) is one indexed lookup in scheduling's
 * own table, consistent with the write that created it.
 */
export default class extends BaseSchema {
  async up() {
    this.schema.alterTable('appointments', (table) => {
      table.uuid('patient_user_id').nullable()
      table.uuid('provider_user_id').nullable()
      table.timestamp('cancelled_at', { useTz: true }).nullable()
      table.timestamp('completed_at', { useTz: true }).nullable()
    })
    // Rows from before this migration (none in practice) take the ids from the profiles once.
    this.schema.raw(`
      UPDATE appointments a SET patient_user_id = p.user_id FROM patient_profiles p WHERE p.id = a.patient_id AND a.patient_user_id IS NULL;
      UPDATE appointments a SET provider_user_id = p.user_id FROM provider_profiles p WHERE p.id = a.provider_id AND a.provider_user_id IS NULL;
      ALTER TABLE appointments ALTER COLUMN patient_user_id SET NOT NULL, ALTER COLUMN provider_user_id SET NOT NULL;
      CREATE INDEX appointments_patient_user ON appointments (patient_user_id, scheduled_at);
      CREATE INDEX appointments_provider_user ON appointments (provider_user_id, scheduled_at);
    `)
  }

  async down() {
    this.schema.alterTable('appointments', (table) => {
      table.dropColumn('patient_user_id')
      table.dropColumn('provider_user_id')
      table.dropColumn('cancelled_at')
      table.dropColumn('completed_at')
    })
  }
}
