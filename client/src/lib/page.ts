import type { Page } from '@modules/kernel/contracts/page'

// the api modules take the type from here together with the paging helpers
export type { Page }

/** Query-string for a page request; the cursor comes from the previous page. */
export function pageParams(params: Record<string, string | number | undefined | null>, cursor: string | null | undefined): string {
  const qs = new URLSearchParams()
  for (const [key, value] of Object.entries(params))
    if (value !== undefined && value !== null && value !== '') qs.set(key, String(value))
  if (cursor) qs.set('cursor', cursor)
  const s = qs.toString()
  return s ? `?${s}` : ''
}

/** For useInfiniteQuery: getNextPageParam. */
export const nextCursorOf = <T>(last: Page<T>) => last.nextCursor ?? undefined
