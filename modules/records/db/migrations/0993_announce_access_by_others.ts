import { BaseSchema } from '@adonisjs/lucid/schema'

/**
 * A trail row of someone other than the patient (a provider's read, an admin's) announces the
 * patient on the read models' channel (events/read-model-changes.ts), on commit: every node
 * forgets the "who opened your records" page it keeps for them
 * (modules/records/queries/kept-records.ts). The patient's own reads, by far the most rows,
 * announce nothing, since that page never shows them: a row trigger whose WHEN skips them costs
 * them nothing, where a statement trigger's transition table cost every batch 12 % more
 * (docs/performance.md, stop 42). The trail is append-only (migration 0310 refuses UPDATE and
 * DELETE); a TRUNCATE (tests) announces everyone.
 */
export default class extends BaseSchema {
  async up() {
    this.schema.raw(`
      CREATE OR REPLACE FUNCTION announce_access_by_others() RETURNS trigger LANGUAGE plpgsql AS $$
      BEGIN
        -- one NOTIFY per distinct payload per transaction: PostgreSQL folds the repeats
        PERFORM pg_notify('telerawat_read_models', 'records.access-by-others ' || CASE WHEN TG_OP = 'TRUNCATE' THEN '*' ELSE NEW.patient_id::text END);
        RETURN NULL;
      END $$;
      CREATE TRIGGER record_access_log_announce_others AFTER INSERT ON record_access_log
        FOR EACH ROW WHEN (NEW.actor_role <> 'PATIENT') EXECUTE FUNCTION announce_access_by_others();
      CREATE TRIGGER record_access_log_announce_truncate AFTER TRUNCATE ON record_access_log
        FOR EACH STATEMENT EXECUTE FUNCTION announce_access_by_others();
    `)
  }

  async down() {
    this.schema.raw(`
      DROP TRIGGER IF EXISTS record_access_log_announce_truncate ON record_access_log;
      DROP TRIGGER IF EXISTS record_access_log_announce_others ON record_access_log;
      DROP FUNCTION IF EXISTS announce_access_by_others();
    `)
  }
}
