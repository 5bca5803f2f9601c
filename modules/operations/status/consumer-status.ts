import type { QueryClientContract } from '@adonisjs/lucid/types/database'
import type { Consumer } from '#events/consumer'
import { consumerLockKey, modulesOf } from '#events/consumer-runtime'
import type { ConsumerState, ConsumerStatusDto } from '../contracts/operations.js'

/** Advisory-lock key of the process replaying a consumer (events/replay.ts holds it for the whole run). */
const replayOwnerKey = (name: string) => consumerLockKey(`replay:${name}`)

/**
 * Pure: a consumer's state. Replaying while a process holds its replay lock; paused when live
 * delivery is paused but nobody replays it (a run that died, resumed at the next start or
 * events:replay); failing while it has open dead letters; otherwise live.
 */
export function consumerState(s: { replaying: boolean; replayOwned: boolean; openDeadLetters: number }): ConsumerState {
  if (s.replaying) return s.replayOwned ? 'replaying' : 'paused'
  return s.openDeadLetters > 0 ? 'failing' : 'live'
}

/** Per consumer: position, lag in events and seconds, rate over the last minute, state, last error. */
export async function consumerStatuses(db: QueryClientContract, consumers: Consumer[]): Promise<ConsumerStatusDto[]> {
  // the first position of the last minute: the rate counts inbox rows past it (index consumer, position)
  const since = await db.rawQuery(
    `SELECT COALESCE(min(position), (SELECT COALESCE(max(position), 0) + 1 FROM event_log))::text AS p
       FROM event_log WHERE occurred_at >= now() - interval '60 seconds'`
  )
  const minuteStart = since.rows[0].p as string
  const result: ConsumerStatusDto[] = []
  for (const consumer of consumers) {
    const modules = modulesOf(consumer)
    const { rows } = await db.rawQuery(
      `SELECT COALESCE(s.last_position, 0)::text AS last_position,
              COALESCE(s.replaying, false) AS replaying,
              (SELECT COALESCE(max(position), 0) FROM event_log WHERE module = ANY(?))::text AS head_position,
              (SELECT count(*) FROM event_log WHERE module = ANY(?) AND position > COALESCE(s.last_position, 0))::int AS lag,
              (SELECT EXTRACT(EPOCH FROM now() - occurred_at) FROM event_log
                 WHERE module = ANY(?) AND position > COALESCE(s.last_position, 0) ORDER BY position LIMIT 1)::float AS lag_seconds,
              (SELECT count(*) FROM consumer_inbox WHERE consumer = ? AND position >= ?)::int AS last_minute,
              (SELECT count(*) FROM dead_letters WHERE consumer = ?)::int AS dead_letters,
              (SELECT count(*) FROM dead_letters WHERE consumer = ? AND status = 'open')::int AS open_dead_letters,
              (SELECT json_build_object('message', split_part(error, E'\\n', 1), 'at', created_at)
                 FROM dead_letters WHERE consumer = ? AND status = 'open' ORDER BY id DESC LIMIT 1) AS last_error,
              EXISTS (SELECT 1 FROM pg_locks WHERE locktype = 'advisory' AND objsubid = 1
                       AND ((classid::bigint << 32) | objid::bigint) = ?::bigint) AS replay_owned
       FROM (SELECT 1) one LEFT JOIN consumer_state s ON s.consumer = ?`,
      [
        modules,
        modules,
        modules,
        consumer.name,
        minuteStart,
        consumer.name,
        consumer.name,
        consumer.name,
        replayOwnerKey(consumer.name),
        consumer.name,
      ]
    )
    const row = rows[0]
    result.push({
      consumer: consumer.name,
      modules,
      lastPosition: row.last_position,
      headPosition: row.head_position,
      lag: row.lag,
      lagSeconds: Math.max(0, Math.round(Number(row.lag_seconds ?? 0))),
      rate: Math.round((row.last_minute / 60) * 10) / 10,
      state: consumerState({ replaying: row.replaying, replayOwned: row.replay_owned, openDeadLetters: row.open_dead_letters }),
      deadLetters: row.dead_letters,
      openDeadLetters: row.open_dead_letters,
      lastError: row.last_error ? { message: row.last_error.message, at: new Date(row.last_error.at).toISOString() } : null,
      replaying: row.replaying,
    })
  }
  return result
}

/** The outbox: rows the relay has not handed to the transport yet, and how long the oldest waits. */
export async function outboxStatus(db: QueryClientContract) {
  const { rows } = await db.rawQuery(
    `SELECT count(*)::int AS unpublished, EXTRACT(EPOCH FROM now() - min(occurred_at))::float AS oldest,
            (SELECT COALESCE(max(position), 0) FROM event_log)::text AS head
       FROM event_log WHERE published_at IS NULL`
  )
  const row = rows[0]
  return {
    unpublished: row.unpublished as number,
    oldestAgeSeconds: row.oldest === null ? null : Math.max(0, Math.round(Number(row.oldest))),
    headPosition: row.head as string,
  }
}
