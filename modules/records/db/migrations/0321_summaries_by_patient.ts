import { BaseSchema } from '@adonisjs/lucid/schema'

/**
 * The provider's records page walks medical_records newest first and probes, per record, whether
 * the provider treats its patient: a lookup by (patient, provider user). The primary key leads
 * with provider_id, so without this index PostgreSQL 15 hash-joins every summary of the provider.
 */
export default class extends BaseSchema {
  async up() {
    this.schema.raw(
      'CREATE INDEX rm_provider_patient_summaries_by_patient ON rm_provider_patient_summaries (patient_id, provider_user_id) INCLUDE (appointment_count)'
    )
  }

  async down() {
    this.schema.raw('DROP INDEX IF EXISTS rm_provider_patient_summaries_by_patient')
  }
}
