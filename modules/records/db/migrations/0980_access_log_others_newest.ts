import { BaseSchema } from '@adonisjs/lucid/schema'

/**
 * The patient dashboard's "who opened your records" (`?others=true`) reads a patient's trail
 * without their own accesses. Through record_access_log_patient_newest it walked past every row of
 * the patient's own reads first, so its cost grew with how often they had opened their records
 * (seconds at a million own rows). This index holds only others' rows (a patient's trail is read
 * by the patient, health workers and admins; no patient acts on another's records).
 */
export default class extends BaseSchema {
  async up() {
    this.schema.raw(
      `CREATE INDEX record_access_log_others_newest ON record_access_log (patient_id, occurred_at DESC, id DESC) WHERE actor_role <> 'PATIENT'`
    )
  }

  async down() {
    this.schema.raw('DROP INDEX IF EXISTS record_access_log_others_newest')
  }
}
