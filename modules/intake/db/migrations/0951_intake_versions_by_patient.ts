import { BaseSchema } from '@adonisjs/lucid/schema'

/** A patient's whole-record export reads the newest version of each of their intakes (docs/intake.md). */
export default class extends BaseSchema {
  async up() {
    this.schema.raw('CREATE INDEX intake_versions_patient_newest ON intake_versions (patient_id, appointment_id, version DESC)')
  }

  async down() {
    this.schema.raw('DROP INDEX IF EXISTS intake_versions_patient_newest')
  }
}
