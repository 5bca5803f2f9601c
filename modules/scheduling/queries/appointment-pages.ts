import { z } from 'zod'
import { decodeCursor, deepFreeze, prepared, toPage, type Page, type PageRequest } from '#modules/kernel/index'
import type { AppointmentStatus } from '../contracts/appointment-status.js'
import { shapedUntil, viewerRows, type ItemShape, type RowsQuery, type Viewer } from './appointment-item.js'
import { pageRows } from './kept-answers.js'

/**
 * Keyset pages of a viewer's appointments, "upcoming first":
 * segment U = from `boundary` (00:00 today, clinic zone) onward, (scheduled_at, id) ascending;
 * segment P = before `boundary`, (scheduled_at, id) descending (newest past first).
 * A walk fixes `boundary` on its first page and carries it in the cursor, so the order stays
 * stable while the walk lasts even across midnight: every row is served exactly once.
 */
export type Segment = 'U' | 'P'

export interface Walk {
  /** the cursor's list name: a cursor of another list (or tab) is a 400 */
  list: string
  segments: readonly Segment[]
  status?: AppointmentStatus
  /** where segment U begins on a first page */
  boundary: Date
}

const timestamp = z.iso.datetime()
const cursorKey = z.tuple([z.enum(['U', 'P']), timestamp, timestamp, z.uuid()])

export async function appointmentPage<T>(
  viewer: Viewer,
  walk: Walk,
  page: PageRequest,
  shape: ItemShape<T>,
  /** the read-your-writes tick a kept page must postdate (kept-answers.ts); -1: any */
  freshAfter = -1
): Promise<Page<T>> {
  let first = 0
  let boundary = walk.boundary.toISOString()
  let after: [string, string] | undefined
  if (page.cursor) {
    const [segment, at, sortAt, id] = decodeCursor(walk.list, page.cursor, cursorKey)
    first = walk.segments.indexOf(segment)
    if (first < 0) first = walk.segments.length // a segment this walk does not have: nothing more
    boundary = at
    after = [sortAt, id]
  }

  const key = `${walk.list}|${walk.status ?? ''}|${boundary}|${page.cursor ?? ''}|${page.limit}`
  const rows: any[] = await pageRows(viewer.userId, key, freshAfter, () => loadRows(viewer, walk, first, boundary, after, page.limit))
  return shapedPage(rows, shape, (now) =>
    toPage(
      rows,
      page.limit,
      walk.list,
      (r) => [r.segment, boundary, r.sort_at, r.id],
      (r) => shape.item(r, now)
    )
  )
}

interface Shaped {
  shape: ItemShape<unknown>
  stamp: unknown
  /** until when (ms) the items stay as shaped: the first change any of them has in time */
  validUntil: number
  page: Page<unknown>
}

/** A page shaped from rows, by the rows it was shaped from: kept rows are shaped again only when their items change. */
const shapedPages = new WeakMap<object, Shaped>()

/**
 * The page of `rows` as `shape` makes it now, made once for as long as it holds (no item's
 * clock-dependent part, such as a meeting link, changes before `validUntil`, and the setting it
 * reads is the same) and frozen, so its JSON is made once too (api-response-middleware).
 */
function shapedPage<T>(rows: any[], shape: ItemShape<T>, make: (now: Date) => Page<T>): Page<T> {
  const now = new Date()
  const stamp = shape.stamp()
  const memo = shapedPages.get(rows)
  if (memo && memo.shape === shape && memo.stamp === stamp && now.getTime() < memo.validUntil) return memo.page as Page<T>
  const page = deepFreeze(make(now))
  const validUntil = shapedUntil(shape as ItemShape<unknown>, rows, now)
  shapedPages.set(rows, { shape: shape as ItemShape<unknown>, stamp, validUntil, page })
  return page
}

/** The page's rows (one more than the limit when there is more). */
async function loadRows(
  viewer: Viewer,
  walk: Walk,
  first: number,
  boundary: string,
  after: [string, string] | undefined,
  limit: number
) {
  const rows: any[] = []
  for (let i = first; i < walk.segments.length && rows.length <= limit; i++) {
    const segment = walk.segments[i]
    const fetched = await segmentRows(viewer, walk.status, segment, boundary, i === first ? after : undefined, limit + 1 - rows.length)
    // the driver's row objects are this request's own: tagged in place, not copied (50 wide rows a page)
    for (const row of fetched) {
      row.segment = segment
      rows.push(row)
    }
  }
  return rows
}

function segmentRows(
  viewer: Viewer,
  status: AppointmentStatus | undefined,
  segment: Segment,
  boundary: string,
  after: [string, string] | undefined,
  limit: number
) {
  const upcoming = segment === 'U'
  const narrow = (query: RowsQuery) => {
    query.where('v.scheduled_at', upcoming ? '>=' : '<', boundary)
    if (status) query.where('v.status', status)
    if (after) query.whereRaw(`(v.scheduled_at, v.id) ${upcoming ? '>' : '<'} (?::timestamptz, ?::uuid)`, after)
  }
  // a few shapes (segment, status, cursor, side), each planned once per connection
  return prepared(viewerRows(viewer, narrow, upcoming ? 'asc' : 'desc', limit))
}
