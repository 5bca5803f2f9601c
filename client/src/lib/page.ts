/** One page of a server list ({ items, nextCursor }): nextCursor is null on the last page. */
export type Page<T> = { items: T[]; nextCursor: string | null }

/** Query-string for a page request; the cursor comes from the previous page. */
export function pageParams(params: Record<string, string | number | undefined | null>, cursor: string | null | undefined): string {
  const qs = new URLSearchParams()
  for (const [key, value] of Object.entries(params)) if (value !== undefined && value !== null && value !== '') qs.set(key, String(value))
  if (cursor) qs.set('cursor', cursor)
  const s = qs.toString()
  return s ? `?${s}` : ''
}

/** For useInfiniteQuery: getNextPageParam. */
export const nextCursorOf = <T,>(last: Page<T>) => last.nextCursor ?? undefined
