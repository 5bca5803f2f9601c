import type { HttpContext } from '@adonisjs/core/http'
import { z } from 'zod'
import type { Page } from './contracts/page.js'
import { DomainError } from './errors.js'

/** No list ever returns more than this many items in one response, whatever `?limit=` says. */
export const MAX_PAGE_SIZE = 100

export type CursorValue = string | number | null
export type CursorKey = CursorValue[]

const cursorEnvelope = z.object({ k: z.string(), v: z.array(z.union([z.string(), z.number(), z.null()])) })

const badCursor = () => new DomainError(400, 'kernel.bad_cursor', [{ field: 'cursor', message: 'kernel.bad_cursor_field' }])

/**
 * An opaque keyset cursor: the list's name plus the sort key of the last row served.
 * The name makes a cursor of one list (or one tab) useless on another: that is a 400, not a wrong page.
 */
export function encodeCursor(list: string, key: CursorKey): string {
  return Buffer.from(JSON.stringify({ k: list, v: key })).toString('base64url')
}

/** Decodes a cursor of `list`, checking its key's shape with `key`; anything else is a 400. */
export function decodeCursor<K extends z.ZodType<CursorKey>>(list: string, raw: string, key: K): z.infer<K> {
  if (raw.length > 512 || !/^[A-Za-z0-9_-]+$/.test(raw)) throw badCursor()
  let parsed: unknown
  try {
    parsed = JSON.parse(Buffer.from(raw, 'base64url').toString('utf8'))
  } catch {
    throw badCursor()
  }
  const envelope = cursorEnvelope.safeParse(parsed)
  if (!envelope.success || envelope.data.k !== list) throw badCursor()
  const value = key.safeParse(envelope.data.v)
  if (!value.success) throw badCursor()
  return value.data
}

export interface PageRequest {
  limit: number
  cursor: string | undefined
}

/** Reads `?limit=` (1…MAX_PAGE_SIZE; larger is capped) and `?cursor=` from a query string. */
export function pageRequest(qs: Record<string, unknown>, defaultLimit: number): PageRequest {
  const rawLimit = qs.limit
  let limit = defaultLimit
  if (rawLimit !== undefined && rawLimit !== '') {
    const n = typeof rawLimit === 'string' && /^\d{1,6}$/.test(rawLimit) ? Number(rawLimit) : Number.NaN
    if (!Number.isInteger(n) || n < 1) {
      throw new DomainError(400, 'kernel.bad_limit', [{ field: 'limit', message: 'kernel.bad_limit_field' }], {
        max: MAX_PAGE_SIZE,
      })
    }
    limit = n
  }
  const cursor = qs.cursor
  if (cursor !== undefined && typeof cursor !== 'string') throw badCursor()
  return { limit: Math.min(limit, MAX_PAGE_SIZE), cursor: cursor === '' ? undefined : cursor }
}

/**
 * Turns `limit + 1` fetched rows into a page: the extra row only proves that more exists.
 * `keyOf` gives the sort key of a row (the same columns, in the same order, as the ORDER BY).
 */
export function toPage<R, T>(rows: R[], limit: number, list: string, keyOf: (row: R) => CursorKey, map: (row: R) => T): Page<T> {
  const more = rows.length > limit
  const served = more ? rows.slice(0, limit) : rows
  return {
    items: served.map(map),
    nextCursor: more ? encodeCursor(list, keyOf(served[served.length - 1])) : null,
  }
}

/**
 * For the spec's list paths, whose clients read a bare JSON array: the body is the page's items
 * and the next page is announced in a `Link: <…>; rel="next"` header (as the GitHub API does).
 */
export function sendArrayPage<T>(ctx: HttpContext, page: Page<T>): T[] {
  if (page.nextCursor) {
    const url = new URL(ctx.request.url(true), 'http://placeholder')
    url.searchParams.set('cursor', page.nextCursor)
    ctx.response.header('Link', `<${url.pathname}${url.search}>; rel="next"`)
  }
  return page.items
}
