import { setTimeout as sleep } from 'node:timers/promises'
import type { QueryClientContract } from '@adonisjs/lucid/types/database'
import type { Consumer } from './consumer.js'

/** Event types each consumer of this node reads, by consumer name (set once at start). */
const handledTypes = new Map<string, Set<string>>()
/**
 * (consumer, position) pairs known to be applied, each with the tick it became known at: a
 * session's later reads ask nothing, and an answer computed after that tick includes the event.
 */
const settled = new Map<string, number>()
let tick = 0
const SETTLED_MAX = 20_000
const POLL_STEPS_MS = [2, 5, 10, 20, 40, 80, 100]

/** Called by the event system at start with every consumer it runs. */
export function registerReadModelConsumers(consumers: Pick<Consumer, 'name' | 'handlers'>[]) {
  for (const consumer of consumers) handledTypes.set(consumer.name, new Set(Object.keys(consumer.handlers)))
}

/**
 * Waits (bounded) until `consumer` has applied the event at `position`, so a query right after
 * the caller's own mutation sees it. No wait at all when the position does not exist; when its
 * event is of a type the consumer does not read (it would never be applied), the wait is for the
 * newest earlier event of the same aggregate that it reads, if any. The event's type is looked up
 * once, together with the first check. Then one query per poll, with back-off.
 * Returns false on timeout (the caller serves anyway).
 */
export async function waitForPosition(
  db: QueryClientContract,
  consumer: string,
  position: string | undefined,
  timeoutMs = 2000
): Promise<boolean> {
  if (!position || !/^\d{1,18}$/.test(position)) return true // bigint range; anything else is ignored
  const key = `${consumer}:${position}`
  if (settled.has(key)) return true
  const deadline = Date.now() + timeoutMs
  const first = await db.rawQuery(
    `SELECT e.type, e.aggregate_id, EXISTS (SELECT 1 FROM consumer_inbox i WHERE i.consumer = ? AND i.position = e.position) AS seen
       FROM event_log e WHERE e.position = ?`,
    [consumer, position]
  )
  const row = first.rows[0] as { type: string; aggregate_id: string; seen: boolean } | undefined
  if (!row) return true
  const types = handledTypes.get(consumer)
  let target = position
  if (types && !types.has(row.type)) {
    // A command's last event may be one this consumer does not read while an earlier one of the
    // same aggregate is (an invitation: UserRegistered, then UserInvited): wait for that one.
    const earlier = await db.rawQuery(
      `SELECT e.position::text AS position, EXISTS (SELECT 1 FROM consumer_inbox i WHERE i.consumer = ? AND i.position = e.position) AS seen
         FROM event_log e WHERE e.aggregate_id = ? AND e.position <= ? AND e.type = ANY(?) ORDER BY e.position DESC LIMIT 1`,
      [consumer, row.aggregate_id, position, [...types]]
    )
    const read = earlier.rows[0] as { position: string; seen: boolean } | undefined
    if (!read || read.seen) return remember(key)
    target = read.position
  } else if (row.seen) return remember(key)
  for (let step = 0; Date.now() < deadline; step++) {
    await sleep(Math.min(POLL_STEPS_MS[Math.min(step, POLL_STEPS_MS.length - 1)], Math.max(0, deadline - Date.now())))
    const seen = await db.rawQuery('SELECT 1 FROM consumer_inbox WHERE consumer = ? AND position = ? LIMIT 1', [consumer, target])
    if (seen.rows.length > 0) return remember(key)
  }
  return false
}

function remember(key: string) {
  if (settled.size >= SETTLED_MAX) settled.clear()
  settled.set(key, ++tick)
  return true
}

/** Now, on the clock of `settledTick`: read it before computing an answer to keep. */
export const readModelTick = () => tick

/**
 * The tick at which this node learnt that `consumer` applied `position` (waitForPosition), or
 * undefined when it does not know: an answer kept from before that tick may miss the event.
 */
export const settledTick = (consumer: string, position: string) => settled.get(`${consumer}:${position}`)
