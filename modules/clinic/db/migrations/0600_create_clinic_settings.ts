import { BaseSchema } from '@adonisjs/lucid/schema'

/**
 * The clinic's run-time settings ('Pengaturan Sistem'): one row, the values over the defaults.
 * Any change (or a TRUNCATE in tests) sends NOTIFY 'telerawat_clinic_settings' so every node
 * reloads its copy (modules/clinic/settings-store.ts).
 */
export default class extends BaseSchema {
  async up() {
    this.schema.createTable('clinic_settings', (table) => {
      table.smallint('id').primary().checkIn(['1'])
      table.jsonb('settings').notNullable()
      table.integer('version').notNullable()
      table.uuid('updated_by').nullable()
      table.timestamp('updated_at', { useTz: true }).notNullable().defaultTo(this.now())
    })
    this.schema.raw(`
      CREATE OR REPLACE FUNCTION telerawat_notify_clinic_settings() RETURNS trigger AS $$
      BEGIN
        PERFORM pg_notify('telerawat_clinic_settings', '*');
        RETURN NULL;
      END $$ LANGUAGE plpgsql;
      CREATE TRIGGER clinic_settings_notify AFTER INSERT OR UPDATE OR DELETE OR TRUNCATE ON clinic_settings
        FOR EACH STATEMENT EXECUTE FUNCTION telerawat_notify_clinic_settings();
    `)
  }

  async down() {
    this.schema.dropTable('clinic_settings')
    this.schema.raw('DROP FUNCTION IF EXISTS telerawat_notify_clinic_settings()')
  }
}
