import { BaseSchema } from '@adonisjs/lucid/schema'
import { dropRowTriggers, rowTriggers } from '#events/read-model-triggers'

/**
 * medical_records announces its changed patients through the shared trigger function
 * announce_read_model_rows (events/db/migrations/0990) rather than its own copy of it (0380): the
 * same triggers, names and payloads ('records.medical-records <patient ids>', '*' on TRUNCATE or
 * when the list is long), one function to maintain.
 */
export default class extends BaseSchema {
  async up() {
    this.schema.raw(`
      ${dropRowTriggers('medical_records')}
      DROP FUNCTION IF EXISTS announce_medical_records_changes();
      ${rowTriggers('medical_records', 'records.medical-records', 'patient_id')}
    `)
  }

  async down() {
    // The triggers stay on the shared function, which announces exactly what 0380's did; rolling
    // 0380 back drops them (same names).
  }
}
