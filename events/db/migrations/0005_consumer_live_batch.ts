import { BaseSchema } from '@adonisjs/lucid/schema'

/**
 * The start of a live delivery in one round trip instead of three (docs/performance.md, stop 37):
 * take the consumer's lock, read whether a replay holds it and what it rebuilt, and — unless it
 * is replaying — move the consumer's progress and insert the batch's inbox rows, returning the
 * ids not seen before. Each statement of a VOLATILE PL/pgSQL function takes a new snapshot, so the
 * state is read after the lock was granted, as when the three were separate statements.
 */
export default class extends BaseSchema {
  async up() {
    this.schema.raw(`
      CREATE OR REPLACE FUNCTION consumer_live_batch(p_consumer text, p_lock bigint, p_last bigint, p_ids uuid[], p_positions bigint[])
      RETURNS TABLE (replaying boolean, rebuilt_through bigint, fresh uuid[])
      LANGUAGE plpgsql VOLATILE AS $$
      DECLARE
        state record;
        inserted uuid[];
      BEGIN
        PERFORM pg_advisory_xact_lock(p_lock);
        SELECT s.replaying, s.rebuilt_through INTO state FROM consumer_state s WHERE s.consumer = p_consumer;
        IF state.replaying THEN
          RETURN QUERY SELECT true, COALESCE(state.rebuilt_through, 0::bigint), '{}'::uuid[];
          RETURN;
        END IF;
        INSERT INTO consumer_state AS c (consumer, last_position, updated_at) VALUES (p_consumer, p_last, now())
          ON CONFLICT (consumer) DO UPDATE SET last_position = GREATEST(c.last_position, EXCLUDED.last_position), updated_at = now();
        WITH i AS (
          INSERT INTO consumer_inbox (consumer, event_id, position)
          SELECT p_consumer, t.id, t.position FROM unnest(p_ids, p_positions) AS t(id, position)
          ON CONFLICT DO NOTHING RETURNING event_id)
        SELECT COALESCE(array_agg(i.event_id), '{}'::uuid[]) INTO inserted FROM i;
        RETURN QUERY SELECT false, COALESCE(state.rebuilt_through, 0::bigint), inserted;
      END
      $$
    `)
  }

  async down() {
    this.schema.raw('DROP FUNCTION IF EXISTS consumer_live_batch(text, bigint, bigint, uuid[], bigint[])')
  }
}
