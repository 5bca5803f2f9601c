import { BaseSchema } from '@adonisjs/lucid/schema'

/**
 * Records, second step: who wrote each entry (names kept as written), the consultation's own
 * record, corrections with history (medical_record_revisions), the access trail
 * (record_access_log), document metadata, and the provider-patient summary read models.
 * History and trail are append-only; medical records are never deleted (Permenkes 24/2022).
 */
export default class extends BaseSchema {
  async up() {
    this.schema.alterTable('medical_records', (table) => {
      table.uuid('patient_user_id').notNullable()
      table.uuid('provider_user_id').notNullable()
      table.string('patient_name', 200).notNullable()
      table.string('provider_name', 200).notNullable()
      table.string('provider_role', 60).notNullable()
      table.string('created_by_name', 200).notNullable()
      table.string('updated_by_name', 200).nullable()
      table.boolean('session_record').notNullable().defaultTo(false)
      table.integer('revision').notNullable().defaultTo(0)
      table.index(['provider_user_id', 'patient_id'])
    })
    // One consultation record per appointment (the one the session screen saves into).
    this.schema.raw(`CREATE UNIQUE INDEX medical_records_session_record ON medical_records (appointment_id) WHERE session_record`)

    // Consultations whose drafts were finalised (state of records.finalise-session-records).
    this.schema.createTable('records_closed_sessions', (table) => {
      table.uuid('appointment_id').primary()
      table.string('reason', 16).notNullable().checkIn(['ENDED', 'CANCELLED'])
      table.timestamp('closed_at', { useTz: true }).notNullable().defaultTo(this.now())
    })

    this.schema.createTable('medical_record_revisions', (table) => {
      table.uuid('id').primary().defaultTo(this.raw('gen_random_uuid()'))
      table.uuid('record_id').notNullable().references('medical_records.id').onDelete('RESTRICT')
      table.integer('revision').notNullable()
      table.jsonb('previous').notNullable()
      table.jsonb('changed_fields').notNullable()
      table.uuid('changed_by').notNullable().references('users.id').onDelete('RESTRICT')
      table.string('changed_by_name', 200).notNullable()
      table.string('changed_by_role', 16).notNullable()
      table.timestamp('changed_at', { useTz: true }).notNullable().defaultTo(this.now())
      table.unique(['record_id', 'revision'])
    })

    this.schema.alterTable('uploads', (table) => {
      table.uuid('patient_user_id').nullable()
      table.uuid('provider_id').nullable().references('provider_profiles.id').onDelete('RESTRICT')
      table.uuid('appointment_id').nullable()
      table.string('uploaded_by_name', 200).nullable()
      table.string('sha256', 64).nullable()
      table.uuid('visibility_changed_by').nullable().references('users.id').onDelete('RESTRICT')
      table.timestamp('visibility_changed_at', { useTz: true }).nullable()
      table.unique(['filepath'])
      table.index(['appointment_id'])
    })

    // Who read or changed which record or document (UU 27/2022). No foreign key on the actor:
    // the trail outlives accounts, and the name is kept as it was.
    this.schema.createTable('record_access_log', (table) => {
      table.bigIncrements('id')
      table.timestamp('occurred_at', { useTz: true }).notNullable().defaultTo(this.now())
      table.uuid('actor_user_id').notNullable()
      table.string('actor_role', 16).notNullable()
      table.string('actor_name', 200).notNullable()
      table.string('action', 16).notNullable().checkIn(['READ', 'CREATE', 'UPDATE', 'DOWNLOAD', 'UPLOAD', 'HIDE', 'SHOW'])
      table.string('resource_type', 16).notNullable().checkIn(['record', 'document'])
      table.uuid('resource_id').nullable()
      table.uuid('patient_id').notNullable()
      table.string('request_id', 100).nullable()
      table.index(['patient_id', 'occurred_at'])
      table.index(['actor_user_id', 'occurred_at'])
    })

    this.schema.raw(`
      CREATE OR REPLACE FUNCTION records_refuse_change() RETURNS trigger AS $$
      BEGIN
        RAISE EXCEPTION '% on % is not allowed: medical history and the access trail are append-only', TG_OP, TG_TABLE_NAME;
      END $$ LANGUAGE plpgsql;
      CREATE TRIGGER record_access_log_append_only BEFORE UPDATE OR DELETE ON record_access_log
        FOR EACH ROW EXECUTE FUNCTION records_refuse_change();
      CREATE TRIGGER medical_record_revisions_append_only BEFORE UPDATE OR DELETE ON medical_record_revisions
        FOR EACH ROW EXECUTE FUNCTION records_refuse_change();
      CREATE TRIGGER medical_records_never_deleted BEFORE DELETE ON medical_records
        FOR EACH ROW EXECUTE FUNCTION records_refuse_change();
    `)

    // Read models of `records.provider-patient-summaries` (rebuildable by replay).
    this.schema.createTable('rm_provider_patient_facts', (table) => {
      table.string('kind', 16).notNullable().checkIn(['APPOINTMENT', 'RECORD'])
      table.uuid('source_id').notNullable()
      table.uuid('provider_id').notNullable()
      table.uuid('patient_id').notNullable()
      table.boolean('active').notNullable()
      table.timestamp('visit_at', { useTz: true }).nullable()
      table.bigInteger('last_position').notNullable()
      table.primary(['kind', 'source_id'])
      table.index(['provider_id', 'patient_id'])
    })
    this.schema.createTable('rm_provider_patient_summaries', (table) => {
      table.uuid('provider_id').notNullable()
      table.uuid('patient_id').notNullable()
      table.uuid('provider_user_id').notNullable()
      table.uuid('patient_user_id').notNullable()
      table.string('full_name', 200).nullable()
      table.string('medical_record_number', 32).nullable()
      table.string('dob', 10).nullable()
      table.string('gender', 20).nullable()
      table.string('contact', 60).nullable()
      table.bigInteger('profile_position').notNullable().defaultTo(0)
      table.integer('appointment_count').notNullable().defaultTo(0)
      table.integer('medical_record_count').notNullable().defaultTo(0)
      table.timestamp('last_visit', { useTz: true }).nullable()
      table.bigInteger('last_position').notNullable()
      table.primary(['provider_id', 'patient_id'])
      table.index(['provider_user_id', 'last_visit'])
    })
  }

  async down() {
    this.schema.dropTable('rm_provider_patient_summaries')
    this.schema.dropTable('rm_provider_patient_facts')
    this.schema.raw('DROP TRIGGER IF EXISTS medical_records_never_deleted ON medical_records')
    this.schema.dropTable('record_access_log')
    this.schema.dropTable('medical_record_revisions')
    this.schema.dropTable('records_closed_sessions')
    this.schema.raw('DROP FUNCTION IF EXISTS records_refuse_change()')
    this.schema.raw('DROP INDEX IF EXISTS medical_records_session_record')
    this.schema.alterTable('uploads', (table) => {
      table.dropUnique(['filepath'])
      table.dropIndex(['appointment_id'])
      for (const c of [
        'patient_user_id',
        'provider_id',
        'appointment_id',
        'uploaded_by_name',
        'sha256',
        'visibility_changed_by',
        'visibility_changed_at',
      ]) {
        table.dropColumn(c)
      }
    })
    this.schema.alterTable('medical_records', (table) => {
      table.dropIndex(['provider_user_id', 'patient_id'])
      for (const c of [
        'patient_user_id',
        'provider_user_id',
        'patient_name',
        'provider_name',
        'provider_role',
        'created_by_name',
        'updated_by_name',
        'session_record',
        'revision',
      ]) {
        table.dropColumn(c)
      }
    })
  }
}
