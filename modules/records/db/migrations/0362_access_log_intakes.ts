import { BaseSchema } from '@adonisjs/lucid/schema'

/**
 * The access trail also names a provider reading a patient's pre-visit intake ('intake',
 * modules/intake, issue 22), beside records, documents, downloads, conversations and event reveals (0361).
 */
export default class extends BaseSchema {
  async up() {
    this.schema.raw(`
      ALTER TABLE record_access_log DROP CONSTRAINT record_access_log_resource_type_check;
      ALTER TABLE record_access_log ADD CONSTRAINT record_access_log_resource_type_check
        CHECK (resource_type IN ('record', 'document', 'resume', 'fhir_bundle', 'conversation', 'event', 'intake'));
    `)
  }

  async down() {
    this.schema.raw(`
      ALTER TABLE record_access_log DROP CONSTRAINT record_access_log_resource_type_check;
      ALTER TABLE record_access_log ADD CONSTRAINT record_access_log_resource_type_check
        CHECK (resource_type IN ('record', 'document', 'resume', 'fhir_bundle', 'conversation', 'event'));
    `)
  }
}
