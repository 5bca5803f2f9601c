import { catalogue, validatePayload } from '../../events/catalogue.js'
import { STAGE } from './plan.js'

/**
 * Consumers that are not projections (replay leaves them alone): they saw every seeded event
 * when it happened, so their progress starts at the head of the log.
 */
const LIVE_CONSUMERS = ['records.finalise-session-records', 'notification.reminders', 'realtime.gateway']

export const stageEventsSql = `
CREATE UNLOGGED TABLE ${STAGE}.events (occurred_at timestamptz NOT NULL, type text NOT NULL, aggregate_type text NOT NULL,
  aggregate_id text NOT NULL, actor_id uuid, payload jsonb NOT NULL);
CREATE FUNCTION ${STAGE}.iso(t timestamptz) RETURNS text LANGUAGE sql IMMUTABLE
  AS $$ SELECT to_char(t AT TIME ZONE 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.MS"Z"') $$;
`

/**
 * The staged events into event_log in time order (so `position` follows `occurred_at` and each
 * aggregate's events stay causal), already published: the relay delivered them long ago.
 */
export function appendStagedEventsSql() {
  const defs = catalogue
    .filter((d) => d.version === 1)
    .map((d) => `('${d.type}', '${d.module}', '${d.aggregateType}')`)
    .join(', ')
  return `
INSERT INTO event_log (id, type, version, module, aggregate_type, aggregate_id, payload, actor_id, correlation_id, occurred_at, published_at)
SELECT gen_random_uuid(), e.type, 1, d.module, d.aggregate_type, e.aggregate_id, e.payload, e.actor_id,
  'seed-load', e.occurred_at, e.occurred_at
FROM ${STAGE}.events e JOIN (VALUES ${defs}) d(type, module, aggregate_type) ON d.type = e.type
ORDER BY e.occurred_at, e.type = 'UserRegistered' DESC;

INSERT INTO consumer_state (consumer, last_position, updated_at)
SELECT c, (SELECT max(position) FROM event_log), now() FROM unnest(ARRAY[${LIVE_CONSUMERS.map((c) => `'${c}'`).join(',')}]) c
ON CONFLICT (consumer) DO UPDATE SET last_position = EXCLUDED.last_position, updated_at = now();
`
}

/** Validates a random sample of every event type against the zod catalogue; throws on the first bad one. */
export async function validateSample(query: (sql: string) => Promise<{ rows: any[] }>, perType = 500) {
  const { rows } = await query(`
    SELECT type, version, payload FROM (
      SELECT type, version, payload, row_number() OVER (PARTITION BY type ORDER BY random()) AS r FROM event_log
    ) s WHERE r <= ${perType}`)
  const counts = new Map<string, number>()
  for (const row of rows) {
    validatePayload(row.type, row.version, row.payload)
    counts.set(row.type, (counts.get(row.type) ?? 0) + 1)
  }
  return counts
}
