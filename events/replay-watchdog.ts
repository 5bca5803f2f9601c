import type { Database } from '@adonisjs/lucid/database'
import type { ConsumerRuntime } from './consumer-runtime.js'
import type { Consumer } from './consumer.js'
import { abandonReplay, replayOwnerKey } from './replay.js'

/** How a serving node reports a replay it rolled back (logs, the operations page). */
export type OnAbandoned = (consumer: string) => void

/**
 * The consumers a dead process left paused: a replay run (or the `replaying` flag) whose owner
 * lock is free. A live replayer holds that lock from before it records its run until after the
 * swap that clears both, so a free lock means the holder is gone (SIGKILL, a lost node). The
 * lock is taken here and kept while the run is rolled back: a replay started meanwhile gets
 * "busy" instead of racing the rollback.
 */
export async function abandonDeadReplays(db: Database, runtime: ConsumerRuntime, consumers: Consumer[], onAbandoned?: OnAbandoned) {
  const { rows } = await db.rawQuery(`SELECT consumer FROM replay_runs UNION SELECT consumer FROM consumer_state WHERE replaying`)
  const abandoned: string[] = []
  for (const { consumer: name } of rows) {
    const consumer = consumers.find((c) => c.name === name && (c.readModels ?? []).length > 0)
    if (!consumer) continue
    const owner = await db.transaction()
    try {
      const lock = await owner.rawQuery('SELECT pg_try_advisory_xact_lock(?) AS ok', [replayOwnerKey(name)])
      if (!lock.rows[0].ok) continue // a live process is replaying it
      // read again under the lock: another node may have rolled it back a moment ago
      const { rows: state } = await db.rawQuery(
        `SELECT (SELECT high_water::text FROM replay_runs WHERE consumer = ?) AS high_water,
                (SELECT replaying FROM consumer_state WHERE consumer = ?) AS replaying,
                (SELECT COALESCE(max(position), 0)::text FROM event_log) AS head`,
        [name, name]
      )
      if (!state[0].high_water && !state[0].replaying) continue
      await abandonReplay(db, runtime, consumer, state[0].high_water ?? state[0].head, 2_000)
      abandoned.push(name)
      onAbandoned?.(name)
    } finally {
      await owner.commit()
    }
  }
  return abandoned
}

/**
 * Runs abandonDeadReplays every `intervalMs` on a serving node, so live delivery resumes within
 * seconds of a replayer's death instead of at the next restart. Returns its stop function (which
 * waits for a round in progress).
 */
export function watchDeadReplays(
  db: Database,
  runtime: ConsumerRuntime,
  consumers: Consumer[],
  { intervalMs, onAbandoned, onError }: { intervalMs: number; onAbandoned?: OnAbandoned; onError: (err: unknown) => void }
) {
  let round: Promise<unknown> | null = null
  const timer = setInterval(() => {
    if (round) return // a rollback still running: the next tick looks again
    round = abandonDeadReplays(db, runtime, consumers, onAbandoned)
      .catch(onError)
      .finally(() => (round = null))
  }, intervalMs)
  timer.unref()
  return async () => {
    clearInterval(timer)
    await round
  }
}
