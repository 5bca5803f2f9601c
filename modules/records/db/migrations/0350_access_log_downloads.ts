import { BaseSchema } from '@adonisjs/lucid/schema'

/**
 * The access trail names what the patient (or a provider) downloaded: a visit's Resume Medis PDF
 * ('resume') or the whole record as a FHIR Bundle ('fhir_bundle'), beside records and documents.
 */
export default class extends BaseSchema {
  async up() {
    this.schema.raw(`
      ALTER TABLE record_access_log DROP CONSTRAINT record_access_log_resource_type_check;
      ALTER TABLE record_access_log ADD CONSTRAINT record_access_log_resource_type_check
        CHECK (resource_type IN ('record', 'document', 'resume', 'fhir_bundle'));
    `)
  }

  async down() {
    this.schema.raw(`
      ALTER TABLE record_access_log DROP CONSTRAINT record_access_log_resource_type_check;
      ALTER TABLE record_access_log ADD CONSTRAINT record_access_log_resource_type_check
        CHECK (resource_type IN ('record', 'document'));
    `)
  }
}
