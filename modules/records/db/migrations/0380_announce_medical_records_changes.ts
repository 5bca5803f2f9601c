import { BaseSchema } from '@adonisjs/lucid/schema'

/**
 * Every change of medical_records, whoever makes it, announces the patients it touched on the
 * read models' channel (events/read-model-changes.ts: '<source> <key>,<key>' or '<source> *'),
 * delivered on commit: each node forgets the record pages it keeps for them
 * (modules/records/queries/kept-records.ts). Statement-level, with transition tables: one NOTIFY
 * per statement, not per row.
 */
export default class extends BaseSchema {
  async up() {
    this.schema.raw(`
      CREATE OR REPLACE FUNCTION announce_medical_records_changes() RETURNS trigger LANGUAGE plpgsql AS $$
      DECLARE keys text;
      BEGIN
        IF TG_OP = 'TRUNCATE' THEN
          keys := '*';
        ELSIF TG_OP = 'DELETE' THEN
          SELECT string_agg(DISTINCT patient_id::text, ',') INTO keys FROM old_rows;
        ELSIF TG_OP = 'UPDATE' THEN
          SELECT string_agg(DISTINCT patient_id::text, ',') INTO keys
            FROM (SELECT patient_id FROM old_rows UNION SELECT patient_id FROM new_rows) changed;
        ELSE
          SELECT string_agg(DISTINCT patient_id::text, ',') INTO keys FROM new_rows;
        END IF;
        IF keys IS NULL THEN RETURN NULL; END IF;
        IF length(keys) > 7800 THEN keys := '*'; END IF;
        PERFORM pg_notify('telerawat_read_models', 'records.medical-records ' || keys);
        RETURN NULL;
      END $$;
      CREATE TRIGGER medical_records_announce_insert AFTER INSERT ON medical_records
        REFERENCING NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION announce_medical_records_changes();
      CREATE TRIGGER medical_records_announce_update AFTER UPDATE ON medical_records
        REFERENCING OLD TABLE AS old_rows NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION announce_medical_records_changes();
      CREATE TRIGGER medical_records_announce_delete AFTER DELETE ON medical_records
        REFERENCING OLD TABLE AS old_rows FOR EACH STATEMENT EXECUTE FUNCTION announce_medical_records_changes();
      CREATE TRIGGER medical_records_announce_truncate AFTER TRUNCATE ON medical_records
        FOR EACH STATEMENT EXECUTE FUNCTION announce_medical_records_changes();
    `)
  }

  async down() {
    this.schema.raw(`
      DROP TRIGGER IF EXISTS medical_records_announce_truncate ON medical_records;
      DROP TRIGGER IF EXISTS medical_records_announce_delete ON medical_records;
      DROP TRIGGER IF EXISTS medical_records_announce_update ON medical_records;
      DROP TRIGGER IF EXISTS medical_records_announce_insert ON medical_records;
      DROP FUNCTION IF EXISTS announce_medical_records_changes();
    `)
  }
}
