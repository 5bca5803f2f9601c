import { BaseSchema } from '@adonisjs/lucid/schema'

/** The access trail also names reads and changes of a patient's conversations (modules/messaging). */
export default class extends BaseSchema {
  async up() {
    this.schema.raw(`
      ALTER TABLE record_access_log DROP CONSTRAINT record_access_log_resource_type_check;
      ALTER TABLE record_access_log ADD CONSTRAINT record_access_log_resource_type_check
        CHECK (resource_type IN ('record', 'document', 'resume', 'fhir_bundle', 'conversation'));
    `)
  }

  async down() {
    this.schema.raw(`
      ALTER TABLE record_access_log DROP CONSTRAINT record_access_log_resource_type_check;
      ALTER TABLE record_access_log ADD CONSTRAINT record_access_log_resource_type_check
        CHECK (resource_type IN ('record', 'document', 'resume', 'fhir_bundle'));
    `)
  }
}
