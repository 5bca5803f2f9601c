import { InvalidatedCache, withNewest } from '#modules/kernel/index'
import type { ReadModelChange } from '#events/read-model-changes'
import { readModelTick } from '#events/read-your-writes'
import { APPOINTMENT_VIEWS_CONSUMER } from '../projections/appointment-views.js'
import type { ClinicWindow } from '../domain/clinic-window.js'

/**
 * Answers read from rm_appointment_views that a node keeps per viewer: the dashboard overview and
 * the pages of the appointment lists. The projection announces, in its own commit, whose rows it
 * changed (events/read-model-changes.ts) and every node forgets those viewers; a replay's swap
 * announces everything; a node that is not listening keeps nothing. An answer is used only if it
 * was computed after `freshAfter`, the tick at which the viewer's own last write was known
 * applied (read-your-writes). At most 10 s old even if an announcement were lost (a backstop).
 */
const TTL_MS = 10_000
let listening = false
const isListening = () => listening

/** The overview's row as the statement returns it, before items are shaped for `now`. */
export type OverviewRow = Record<'scheduled' | 'completed' | 'cancelled' | 'today' | 'this_week' | 'upcoming', number | null> & {
  upcoming_rows: Array<Record<string, unknown>>
  recent_rows: Array<Record<string, unknown>>
}

interface KeptOverview {
  row: OverviewRow
  /** readModelTick() before the statement ran */
  began: number
  todayStart: number
  weekStart: number
}

interface KeptPage {
  rows: Array<Record<string, unknown>>
  began: number
  storedAt: number
}

/** At most 5,000 viewers' overviews (ten short items each). */
const overviews = new InvalidatedCache<KeptOverview>(isListening, TTL_MS, 5_000)
const rowsIn = (kept: ReadonlyMap<string, KeptPage>) => [...kept.values()].reduce((n, page) => n + page.rows.length, 0)
/**
 * Per viewer, their pages by list, cursor and limit: at most 64 pages and 5,000 rows each, the
 * oldest dropped first, and no expired page; at most 50,000 rows in all, the least recently read
 * viewers dropped first. Walkers of one list share each page's load (pageRows), so a small window
 * of pages serves them: keeping a whole walk (~400 pages, ~20,000 rows) gained no throughput and
 * held ~100 MB more (docs/performance.md, stop 34).
 */
const pages = new InvalidatedCache<ReadonlyMap<string, KeptPage>>(isListening, TTL_MS, 2_000, rowsIn, 50_000)
const PAGES_PER_VIEWER = 64
const ROWS_PER_VIEWER = 5_000

export const appointmentAnswers = {
  setListening(on: boolean) {
    listening = on
    this.clear()
  },
  clear() {
    overviews.clear()
    pages.clear()
  },
  apply(change: ReadModelChange) {
    if (change.consumer !== APPOINTMENT_VIEWS_CONSUMER) return
    if (change.keys === '*') {
      overviews.clear()
      pages.clear()
      return
    }
    for (const userId of change.keys) {
      overviews.forget(userId)
      pages.forget(userId)
    }
  },
}

/** The generations to pass to keepOverview / keepPage, taken before the statement. */
export const beginOverview = () => overviews.begin()
export const beginPage = () => pages.begin()

/**
 * The kept overview if it still answers this request: the same clinic day and week, computed
 * after `freshAfter`, and before the first upcoming appointment stopped being upcoming.
 */
export function keptOverview(userId: string, w: ClinicWindow, freshAfter: number): OverviewRow | undefined {
  const entry = overviews.get(userId)
  if (!entry || entry.began < freshAfter) return undefined
  if (entry.todayStart !== w.todayStart.getTime() || entry.weekStart !== w.weekStart.getTime()) return undefined
  return entry.row
}

export function keepOverview(userId: string, row: OverviewRow, w: ClinicWindow, now: Date, since: number, began: number) {
  // an appointment stays "upcoming" until upcomingAfter (now minus its length) passes its start
  const first = row.upcoming_rows[0]?.scheduled_at
  const upcomingUntil = first ? new Date(first as string).getTime() + (now.getTime() - w.upcomingAfter.getTime()) : Infinity
  const until = Math.min(upcomingUntil, w.tomorrowStart.getTime())
  overviews.set(userId, { row, began, todayStart: w.todayStart.getTime(), weekStart: w.weekStart.getTime() }, since, until)
}

/** A kept page's rows (never changed by the caller: items are mapped from them for `now`). */
export function keptPage(userId: string, key: string, freshAfter: number): Array<Record<string, unknown>> | undefined {
  const entry = pages.get(userId)?.get(key)
  if (!entry || entry.began < freshAfter || entry.storedAt + TTL_MS <= Date.now()) return undefined
  return entry.rows
}

type Rows = Array<Record<string, unknown>>
/** Loads of a page in flight, by viewer and page key: requests for the same page share one. */
const loading = new Map<string, { since: number; began: number; rows: Promise<Rows> }>()

/**
 * The viewer's page rows: kept, or those of the same page's load already in flight (when its
 * answer would be kept for this request: begun after `freshAfter`, with no change announced
 * since), or loaded by `load` and kept. Fifty walkers of one list ask for each page at once.
 */
export async function pageRows(userId: string, key: string, freshAfter: number, load: () => Promise<Rows>): Promise<Rows> {
  const kept = keptPage(userId, key, freshAfter)
  if (kept) return kept
  const id = `${userId} ${key}`
  const since = pages.begin()
  const running = loading.get(id)
  // not listening, nothing is announced: the generation would not tell a load from before a change
  if (running && isListening() && running.since === since && running.began >= freshAfter) return running.rows
  const entry = { since, began: readModelTick(), rows: load() }
  loading.set(id, entry)
  try {
    const rows = await entry.rows
    keepPage(userId, key, rows, since, entry.began)
    return rows
  } finally {
    if (loading.get(id) === entry) loading.delete(id)
  }
}

export function keepPage(userId: string, key: string, rows: Array<Record<string, unknown>>, since: number, began: number) {
  const now = Date.now()
  const next = withNewest(pages.get(userId), key, { rows, began, storedAt: now }, PAGES_PER_VIEWER)
  let rowsKept = 0
  for (const [pageKey, page] of next) {
    if (page.storedAt + TTL_MS <= now) next.delete(pageKey)
    else rowsKept += page.rows.length
  }
  // the oldest pages go first while the viewer holds more than their share of rows
  for (const [pageKey, page] of next) {
    if (rowsKept <= ROWS_PER_VIEWER || pageKey === key) break
    next.delete(pageKey)
    rowsKept -= page.rows.length
  }
  pages.set(userId, next, since)
}
