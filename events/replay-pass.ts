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
  /** Asked once per page of the log, before the first consumer applies it: true ends the pass ('stopped'). */
  shouldStop?: () => boolean | Promise<boolean>
  /** After each page a consumer applied (or failed: `run.failure` set); an error thrown here ends the whole pass. */
  afterPage?: (run: PassRun) => void | Promise<void>
  /** How many pages the fastest consumer may be ahead of the slowest (pages held in memory). */
  pagesAhead?: number
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

interface Slot {
  page: Promise<Page | null>
  resolve: (page: Page | null) => void
  reject: (error: unknown) => void
}

function slot(): Slot {
  const s = {} as Slot
  s.page = new Promise<Page | null>((resolve, reject) => Object.assign(s, { resolve, reject }))
  s.page.catch(() => {}) // awaited (and its error thrown) by the consumers that need it
  return s
}

/**
 * Rebuilds the shadows of several consumers in one read of event_log: each keyset page (the union
 * of their modules) is read, decoded and validated once, then every consumer applies its share —
 * events after its own progress, up to its own high-water mark — with its set-based fold, in its
 * own transaction that also commits its progress. The consumers walk the pages side by side on
 * separate connections, each at its own pace (a fast one may be `pagesAhead` pages ahead of the
 * slowest, so no page waits for the slowest fold while a core is idle), while the next pages are
 * read. A consumer whose page fails is marked and takes no further pages; the others go on.
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

  const ahead = options.pagesAhead ?? 3
  const slots: Array<Slot | undefined> = []
  const slotAt = (i: number) => (slots[i] ??= slot())
  const stopChecks: Array<Promise<boolean> | undefined> = []
  /** Per walking consumer, the index of the next page it needs. */
  const needs = new Map<PassRun, number>(first.map((run) => [run, 0]))
  let fatal: { error: unknown } | undefined
  let stopped = false
  let wake: () => void = () => {}
  let moved = new Promise<void>((resolve) => (wake = resolve))
  const progressed = () => {
    const lowest = Math.min(slots.length, ...needs.values())
    for (let i = 0; i < lowest; i++) slots[i] = undefined // no consumer needs these pages again
    wake()
    moved = new Promise<void>((resolve) => (wake = resolve))
  }

  // Rows up to the high-water marks are committed and never change: pages are read ahead while
  // the consumers apply earlier ones.
  const reader = (async () => {
    let after = start
    for (let i = 0; ; i++) {
      while (needs.size > 0 && !fatal && !stopped && i >= Math.min(...needs.values()) + ahead) await moved
      if (needs.size === 0 || fatal || stopped) return slotAt(i).resolve(null)
      try {
        const page = await readPage(after)
        slotAt(i).resolve(page)
        if (page.next >= end) return slotAt(i + 1).resolve(null)
        after = page.next
      } catch (error) {
        return slotAt(i).reject(error)
      }
    }
  })()

  const walk = async (run: PassRun) => {
    try {
      for (let i = 0; !fatal && !stopped && !run.failure && run.last < run.highWater; i++) {
        const page = await timed('replay.wait for page', 0, () => slotAt(i).page)
        if (!page) break
        if (await (stopChecks[i] ??= Promise.resolve(options.shouldStop?.() ?? false))) stopped = true
        if (stopped || fatal) break
        try {
          await applyShare(db, run, page)
        } catch (error) {
          run.failure = error
        }
        needs.set(run, i + 1)
        progressed()
        await options.afterPage?.(run)
      }
    } catch (error) {
      fatal ??= { error }
    } finally {
      needs.delete(run)
      progressed()
    }
  }
  await timed('replay.apply', 0, () => Promise.all(first.map(walk)))
  await reader
  if (fatal) throw fatal.error
  return stopped ? 'stopped' : 'done'
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
