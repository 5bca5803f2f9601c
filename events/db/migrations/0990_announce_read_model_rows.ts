import { BaseSchema } from '@adonisjs/lucid/schema'

/**
 * A statement-level trigger function for tables that nodes keep answers from: it announces, on
 * the read models' channel (events/read-model-changes.ts), the owners whose rows the statement
 * changed, delivered on commit. Arguments: the source's name, the owner column, and optionally
 * 'all' to announce every owner at once ('*': an answer depends on other owners' rows too).
 * Needs the transition tables `new_rows` (INSERT, UPDATE) and `old_rows` (UPDATE, DELETE); a
 * statement that changed no row announces nothing. events/read-model-triggers.ts writes the triggers.
 */
export default class extends BaseSchema {
  async up() {
    this.schema.raw(`
      CREATE OR REPLACE FUNCTION announce_read_model_rows() RETURNS trigger LANGUAGE plpgsql AS $$
      DECLARE keys text;
      BEGIN
        IF TG_OP = 'TRUNCATE' THEN
          keys := '*';
        ELSIF TG_OP = 'DELETE' THEN
          EXECUTE format('SELECT string_agg(DISTINCT %I::text, '','') FROM old_rows', TG_ARGV[1]) INTO keys;
        ELSIF TG_OP = 'UPDATE' THEN
          EXECUTE format('SELECT string_agg(DISTINCT k::text, '','') FROM (SELECT %1$I AS k FROM old_rows UNION SELECT %1$I FROM new_rows) changed', TG_ARGV[1]) INTO keys;
        ELSE
          EXECUTE format('SELECT string_agg(DISTINCT %I::text, '','') FROM new_rows', TG_ARGV[1]) INTO keys;
        END IF;
        IF keys IS NULL THEN RETURN NULL; END IF; -- no row changed
        IF length(keys) > 7800 OR TG_ARGV[2] = 'all' THEN keys := '*'; END IF;
        PERFORM pg_notify('telerawat_read_models', TG_ARGV[0] || ' ' || keys);
        RETURN NULL;
      END $$;
    `)
  }

  async down() {
    this.schema.raw(`DROP FUNCTION IF EXISTS announce_read_model_rows()`)
  }
}
