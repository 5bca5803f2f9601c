import { BaseSchema } from '@adonisjs/lucid/schema'

/**
 * The access trail also names an admin revealing the redacted patient fields of one event in the
 * operators' event browser ('event', issue 24), beside records, documents, downloads and conversations (0360).
 */
export default class extends BaseSchema {
  async up() {
    this.schema.raw(`
      ALTER TABLE record_access_log DROP CONSTRAINT record_access_log_resource_type_check;
      ALTER TABLE record_access_log ADD CONSTRAINT record_access_log_resource_type_check
        CHECK (resource_type IN ('record', 'document', 'resume', 'fhir_bundle', 'conversation', 'event'));
    `)
  }

  async down() {
    this.schema.raw(`
      ALTER TABLE record_access_log DROP CONSTRAINT record_access_log_resource_type_check;
      ALTER TABLE record_access_log ADD CONSTRAINT record_access_log_resource_type_check
        CHECK (resource_type IN ('record', 'document', 'resume', 'fhir_bundle', 'conversation'));
    `)
  }
}
