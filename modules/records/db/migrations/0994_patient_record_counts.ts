import { BaseSchema } from '@adonisjs/lucid/schema'

/**
 * Each patient's number of records as one row (the patient dashboard's tile,
 * GET /api/patients/:patientId/records/count), so the count does not grow with the patient's
 * history. Kept by statement-level triggers in the statement that writes medical_records, by
 * whoever writes it: an INSERT adds its rows per patient; an UPDATE moves the rows whose patient
 * changed (the counts of its new rows minus those of its old ones). Records are never deleted
 * (migration 0310); a TRUNCATE (tests) empties the counts too.
 */
export default class extends BaseSchema {
  async up() {
    this.schema.raw(`
      CREATE TABLE patient_record_counts (
        patient_id uuid PRIMARY KEY,
        records integer NOT NULL CHECK (records >= 0)
      );
      INSERT INTO patient_record_counts (patient_id, records)
        SELECT patient_id, count(*) FROM medical_records GROUP BY patient_id;

      CREATE OR REPLACE FUNCTION count_patient_records() RETURNS trigger LANGUAGE plpgsql AS $$
      BEGIN
        IF TG_OP = 'TRUNCATE' THEN
          DELETE FROM patient_record_counts; -- (a TRUNCATE here would meet the one that fired it)
        ELSIF TG_OP = 'INSERT' THEN
          INSERT INTO patient_record_counts AS c (patient_id, records)
            SELECT patient_id, count(*) FROM new_rows GROUP BY patient_id ORDER BY patient_id
            ON CONFLICT (patient_id) DO UPDATE SET records = c.records + EXCLUDED.records;
        ELSE
          -- (an INSERT's CHECK would refuse the negative side before ON CONFLICT could apply it)
          WITH moved AS (
            SELECT patient_id, sum(n)::int AS n FROM (
              SELECT patient_id, count(*) AS n FROM new_rows GROUP BY patient_id
              UNION ALL SELECT patient_id, -count(*) FROM old_rows GROUP BY patient_id
            ) counted GROUP BY patient_id HAVING sum(n) <> 0
          ), updated AS (
            UPDATE patient_record_counts c SET records = c.records + moved.n FROM moved
             WHERE c.patient_id = moved.patient_id RETURNING c.patient_id
          )
          INSERT INTO patient_record_counts (patient_id, records)
            SELECT patient_id, n FROM moved WHERE patient_id NOT IN (SELECT patient_id FROM updated);
        END IF;
        RETURN NULL;
      END $$;
      CREATE TRIGGER medical_records_count_insert AFTER INSERT ON medical_records
        REFERENCING NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION count_patient_records();
      CREATE TRIGGER medical_records_count_update AFTER UPDATE ON medical_records
        REFERENCING OLD TABLE AS old_rows NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION count_patient_records();
      CREATE TRIGGER medical_records_count_truncate AFTER TRUNCATE ON medical_records
        FOR EACH STATEMENT EXECUTE FUNCTION count_patient_records();
    `)
  }

  async down() {
    this.schema.raw(`
      DROP TRIGGER IF EXISTS medical_records_count_truncate ON medical_records;
      DROP TRIGGER IF EXISTS medical_records_count_update ON medical_records;
      DROP TRIGGER IF EXISTS medical_records_count_insert ON medical_records;
      DROP FUNCTION IF EXISTS count_patient_records();
      DROP TABLE IF EXISTS patient_record_counts;
    `)
  }
}
