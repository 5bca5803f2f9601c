import { setTimeout as sleep } from 'node:timers/promises'
import type { QueryClientContract } from '@adonisjs/lucid/types/database'

/**
 * Waits (bounded) until `consumer` has processed the event at `position`, so a query right
 * after the caller's own mutation sees it. Returns false on timeout (the caller serves anyway).
 */
export async function waitForPosition(
  db: QueryClientContract,
  consumer: string,
  position: string | undefined,
  timeoutMs = 2000
): Promise<boolean> {
  if (!position || !/^\d{1,18}$/.test(position)) return true // bigint range; anything else is ignored
  const deadline = Date.now() + timeoutMs
  while (true) {
    const caughtUp = await db.rawQuery(
      `SELECT EXISTS (SELECT 1 FROM consumer_inbox WHERE consumer = ? AND position = ?) AS seen,
              EXISTS (SELECT 1 FROM event_log WHERE position = ?) AS known`,
      [consumer, position, position]
    )
    const { seen, known } = caughtUp.rows[0]
    if (seen || !known) return true
    if (Date.now() >= deadline) return false
    await sleep(20)
  }
}
