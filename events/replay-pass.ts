import type { Database } from '@adonisjs/lucid/database'
import type { Consumer } from './consumer.js'
import type { EventEnvelope } from './envelope.js'
import { applyEvents } from './consumer-runtime.js'
import { ENVELOPE_COLUMNS, rowToEnvelope } from './outbox.js'
import { validatePayload } from './catalogue.js'
import { timed } from './stage-timing.js'
import { shadowTables } from './replay-shadow.js'

/** One consumer's share of a pass: its own high-water mark and committed progress (its replay_runs row). */
export interface PassRun {
  consumer: Consumer
  modules: Set<string>
  highWater: bigint
  /** Position up to which its shadows hold the log (committed with each page). */
  last: bigint
  /** Events with an open or discarded dead letter for this consumer: left out of its rebuild. */
  skipped: Set<string>
  processed: number
  /** Set when one of its pages failed: it takes no further pages (the caller rolls it back). */
  failure?: unknown
}

export interface PassOptions {
  batchSize: number
  /** Asked before each page: true ends the pass there ('stopped'). */
  shouldStop?: () => boolean | Promise<boolean>
  afterPage?: (failed: PassRun[]) => void | Promise<void>
}

/** A page of the log, decoded once for every consumer of the pass. */
interface Page {
  events: EventEnvelope[]
  positions: bigint[]
  modules: string[]
  /** Events whose payload no longer passes its schema, by id (only the consumers reading that type fail). */
  invalid: Map<string, unknown>
  /** The position the page covers up to (its last row, or the end of its span). */
  next: bigint
}

const pending = (runs: PassRun[]) => runs.filter((r) => !r.failure && r.last < r.highWater)

/**
 * Rebuilds the shadows of several consumers in one read of event_log: each keyset page (the union
 * of their modules) is decoded and validated once, then every consumer applies its share — events
 * after its own progress, up to its own high-water mark — with its set-based fold, in its own
 * transaction that also commits its progress, all consumers in parallel (on separate
 * connections, so PostgreSQL folds them on every core while this process decodes the next page).
 * A consumer whose page fails is marked and left out of later pages; the others go on.
 */
export async function rebuildInOnePass(db: Database, runs: PassRun[], options: PassOptions): Promise<'done' | 'stopped'> {
  const first = pending(runs)
  if (first.length === 0) return 'done'
  const start = first.reduce((min, r) => (r.last < min ? r.last : min), first[0].last)
  const end = first.reduce((max, r) => (r.highWater > max ? r.highWater : max), 0n)
  const modules = [...new Set(first.flatMap((r) => [...r.modules]))]
  const handled = new Set(first.flatMap((r) => Object.keys(r.consumer.handlers)))
  // A page looks at most `span` positions: with stale statistics the planner would otherwise sort
  // the whole rest of the log for every page.
  const span = BigInt(options.batchSize) * 4n
  const readPage = async (after: bigint): Promise<Page> => {
    const to = after + span < end ? after + span : end
    const { rows } = await timed('replay.read', 0, () =>
      db.rawQuery(
        `SELECT ${ENVELOPE_COLUMNS} FROM event_log WHERE position > ? AND position <= ? AND module = ANY(?) ORDER BY event_log.position LIMIT ?`,
        [String(after), String(to), modules, options.batchSize]
      )
    )
    const page: Page = { events: [], positions: [], modules: [], invalid: new Map(), next: to }
    if (rows.length === options.batchSize) page.next = BigInt(rows[rows.length - 1].position)
    for (const row of rows) {
      const event = rowToEnvelope(row)
      if (handled.has(event.type)) {
        try {
          event.payload = validatePayload(event.type, event.version, event.payload).payload
        } catch (error) {
          page.invalid.set(event.id, error)
        }
      }
      page.events.push(event)
      page.positions.push(BigInt(event.position))
      page.modules.push(row.module)
    }
    return page
  }

  // Rows up to the high-water marks are committed and never change: the next page is read and
  // decoded while this one is applied.
  let next: Promise<Page> | undefined = readPage(start)
  while (next) {
    const page: Page = await timed('replay.wait for page', 0, () => next!)
    if (await options.shouldStop?.()) return 'stopped'
    next = page.next < end ? readPage(page.next) : undefined
    next?.catch(() => {}) // awaited (and its error thrown) by the next turn
    const active = pending(runs)
    const outcomes = await timed('replay.apply', page.events.length, () =>
      Promise.allSettled(active.map((run) => applyShare(db, run, page)))
    )
    const failed = active.filter((run, i) => {
      const outcome = outcomes[i]
      if (outcome.status === 'rejected') run.failure = outcome.reason
      return outcome.status === 'rejected'
    })
    await options.afterPage?.(failed)
  }
  return 'done'
}

/** A consumer's share of a page, applied to its shadows with its progress, in one transaction. */
async function applyShare(db: Database, run: PassRun, page: Page) {
  const upTo = page.next < run.highWater ? page.next : run.highWater
  if (upTo <= run.last) return
  const share: EventEnvelope[] = []
  for (let i = 0; i < page.events.length; i++) {
    const position = page.positions[i]
    if (position <= run.last) continue
    if (position > upTo) break
    const event = page.events[i]
    if (!run.modules.has(page.modules[i]) || run.skipped.has(event.id)) continue
    if (page.invalid.has(event.id) && run.consumer.handlers[event.type]) throw page.invalid.get(event.id)
    share.push(event)
  }
  await timed(`replay.apply ${run.consumer.name}`, share.length, () =>
    db.transaction(async (trx) => {
      // a page lost to a crash is lost with its progress row (same transaction): the run redoes it
      await trx.rawQuery('SET LOCAL synchronous_commit = off')
      await applyEvents(run.consumer, share, trx, shadowTables)
      await trx.rawQuery(
        'UPDATE replay_runs SET last_position = ?, processed = processed + ?, updated_at = now() WHERE consumer = ?',
        [String(upTo), share.length, run.consumer.name]
      )
    })
  )
  run.last = upTo
  run.processed += share.length
}
