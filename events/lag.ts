import type { QueryClientContract } from '@adonisjs/lucid/types/database'
import type { Consumer } from './consumer.js'
import { modulesOf } from './consumer-runtime.js'

/** Per-consumer progress: last position applied, events of its modules still ahead, dead letters. */
export async function consumerLag(db: QueryClientContract, consumers: Consumer[]) {
  const result = []
  for (const consumer of consumers) {
    const modules = modulesOf(consumer)
    const { rows } = await db.rawQuery(
      `SELECT COALESCE(s.last_position, 0)::text AS last_position,
              COALESCE(s.replaying, false) AS replaying,
              (SELECT COALESCE(max(position), 0) FROM event_log WHERE module = ANY(?))::text AS head_position,
              (SELECT count(*) FROM event_log WHERE module = ANY(?) AND position > COALESCE(s.last_position, 0))::int AS lag,
              (SELECT count(*) FROM dead_letters WHERE consumer = ?)::int AS dead_letters
       FROM (SELECT 1) one LEFT JOIN consumer_state s ON s.consumer = ?`,
      [modules, modules, consumer.name, consumer.name]
    )
    const row = rows[0]
    result.push({
      consumer: consumer.name,
      modules,
      lastPosition: row.last_position,
      headPosition: row.head_position,
      lag: row.lag,
      deadLetters: row.dead_letters,
      replaying: row.replaying,
    })
  }
  return result
}
