import { InvalidatedCache } from '#modules/kernel/index'
import type { ReadModelChange } from '#events/read-model-changes'
import { APPOINTMENT_VIEWS_CONSUMER } from '../projections/appointment-views.js'
import type { ClinicWindow } from '../domain/clinic-window.js'

/** The overview's row as the statement returns it, before items are shaped for `now`. */
export type OverviewRow = Record<'scheduled' | 'completed' | 'cancelled' | 'today' | 'this_week' | 'upcoming', number | null> & {
  upcoming_rows: Array<Record<string, unknown>>
  recent_rows: Array<Record<string, unknown>>
}

interface Kept {
  row: OverviewRow
  /** readModelTick() before the statement ran */
  began: number
  todayStart: number
  weekStart: number
}

let listening = false
/** Per viewer; at most 10 s old even if an announcement were lost (a backstop, not the rule). */
const kept = new InvalidatedCache<Kept>(() => listening, 10_000, 20_000)

/**
 * The dashboard overview a node keeps per viewer. The projection announces, in its own commit,
 * whose rows it changed (events/read-model-changes.ts) and every node forgets those viewers; a
 * replay's swap announces everything; a node that is not listening keeps nothing.
 */
export const overviewCache = {
  setListening(on: boolean) {
    listening = on
    kept.clear()
  },
  apply(change: ReadModelChange) {
    if (change.consumer !== APPOINTMENT_VIEWS_CONSUMER) return
    if (change.keys === '*') kept.clear()
    else for (const userId of change.keys) kept.forget(userId)
  },
}

/**
 * The kept row if it still answers this request: the same clinic day and week, computed after
 * `freshAfter` (the tick at which the viewer's own last write was known applied), and before the
 * first upcoming appointment stopped being upcoming.
 */
export function keptOverview(userId: string, w: ClinicWindow, freshAfter: number): OverviewRow | undefined {
  const entry = kept.get(userId)
  if (!entry || entry.began < freshAfter) return undefined
  if (entry.todayStart !== w.todayStart.getTime() || entry.weekStart !== w.weekStart.getTime()) return undefined
  return entry.row
}

export const beginOverview = () => kept.begin()

export function keepOverview(userId: string, row: OverviewRow, w: ClinicWindow, now: Date, since: number, began: number) {
  // an appointment stays "upcoming" until upcomingAfter (now minus its length) passes its start
  const first = row.upcoming_rows[0]?.scheduled_at
  const upcomingUntil = first ? new Date(first as string).getTime() + (now.getTime() - w.upcomingAfter.getTime()) : Infinity
  const until = Math.min(upcomingUntil, w.tomorrowStart.getTime())
  kept.set(userId, { row, began, todayStart: w.todayStart.getTime(), weekStart: w.weekStart.getTime() }, since, until)
}
