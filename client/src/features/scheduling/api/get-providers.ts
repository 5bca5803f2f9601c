import { infiniteQueryOptions, useInfiniteQuery } from '@tanstack/react-query'
import { apiRequest } from '@/lib/api'
import { nextCursorOf, pageParams, type Page } from '@/lib/page'
import type { DirectoryProvider } from '@/api/openapi'

/** The cursor of the next page, from the spec list's `Link: <…?cursor=…>; rel="next"` header. */
export function nextCursorFromLink(link: string | null): string | null {
  const target = link ? /<([^>]+)>\s*;\s*rel="next"/.exec(link)?.[1] : undefined
  return target ? new URL(target, 'http://link.invalid').searchParams.get('cursor') : null
}

/** GET /api/providers (spec path: a JSON array page by name; the next page in the Link header). */
export async function getProvidersPage(cursor: string | null, signal?: AbortSignal): Promise<Page<DirectoryProvider>> {
  const response = await apiRequest<DirectoryProvider[]>('GET', `/api/providers${pageParams({}, cursor)}`, { signal })
  return { items: response.data, nextCursor: nextCursorFromLink(response.headers.get('Link')) }
}

export function getProvidersQueryOptions() {
  return infiniteQueryOptions({
    queryKey: ['/api/providers'] as const,
    queryFn: ({ pageParam, signal }) => getProvidersPage(pageParam, signal),
    initialPageParam: null as string | null,
    getNextPageParam: nextCursorOf,
  })
}

/** docs/product.md#booking-wizard: fetched only while the booking dialog is open; more providers with 'Muat lebih banyak'. */
export function useProviders({ enabled }: { enabled: boolean }) {
  return useInfiniteQuery({ ...getProvidersQueryOptions(), enabled })
}
