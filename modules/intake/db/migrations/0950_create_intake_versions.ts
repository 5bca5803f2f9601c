import { BaseSchema } from '@adonisjs/lucid/schema'

/**
 * The pre-visit intake (issue 22, docs/intake.md): one row per submitted version of an
 * appointment's questionnaire, never changed or deleted (the patient's answers are part of the
 * record; a new PUT is a new version). No foreign keys to other modules' tables: the intake
 * outlives accounts like the records do.
 */
export default class extends BaseSchema {
  async up() {
    this.schema.createTable('intake_versions', (table) => {
      table.uuid('id').primary().defaultTo(this.raw('gen_random_uuid()'))
      table.uuid('appointment_id').notNullable()
      table.integer('version').notNullable()
      table.uuid('patient_id').notNullable()
      table.uuid('patient_user_id').notNullable()
      table.uuid('provider_user_id').notNullable()
      table.text('main_complaint').notNullable()
      table.text('since').notNullable()
      table.smallint('pain_score').notNullable()
      table.text('allergies').notNullable()
      table.text('medications').notNullable()
      table.text('chronic_conditions').notNullable()
      table.string('pregnancy', 8).nullable().checkIn(['YES', 'NO', 'UNSURE'])
      table.boolean('pregnancy_applies').notNullable()
      table.string('request_id', 100).nullable()
      table.timestamp('submitted_at', { useTz: true }).notNullable().defaultTo(this.now())
      table.unique(['appointment_id', 'version'])
    })
    this.schema.raw(`
      ALTER TABLE intake_versions ADD CONSTRAINT intake_versions_pain_range CHECK (pain_score BETWEEN 0 AND 10);
      ALTER TABLE intake_versions ADD CONSTRAINT intake_versions_version_positive CHECK (version > 0);
      CREATE OR REPLACE FUNCTION intake_refuse_change() RETURNS trigger AS $$
      BEGIN
        RAISE EXCEPTION '% on % is not allowed: intake versions are append-only', TG_OP, TG_TABLE_NAME;
      END $$ LANGUAGE plpgsql;
      CREATE TRIGGER intake_versions_append_only BEFORE UPDATE OR DELETE ON intake_versions
        FOR EACH ROW EXECUTE FUNCTION intake_refuse_change();
    `)
  }

  async down() {
    this.schema.dropTable('intake_versions')
    this.schema.raw('DROP FUNCTION IF EXISTS intake_refuse_change()')
  }
}
