import { infiniteQueryOptions, useInfiniteQuery } from '@tanstack/react-query'
import { api } from '@/lib/api'
import { nextCursorOf, pageParams } from '@/lib/page'
import type { Message } from '@/api/openapi'
import { CONVERSATIONS_QUERY_KEY } from './get-conversations'

export const MESSAGES_PAGE_SIZE = 30

/** GET /api/conversations/:id/messages — newest first; older pages on demand. */
export function getMessagesQueryOptions(conversationId: string) {
  return infiniteQueryOptions({
    queryKey: [...CONVERSATIONS_QUERY_KEY, 'messages', conversationId],
    queryFn: ({ pageParam, signal }) =>
      api.get<{ items: Message[]; nextCursor: string | null }>(
        `/api/conversations/${conversationId}/messages${pageParams({ limit: MESSAGES_PAGE_SIZE }, pageParam)}`,
        { signal }
      ),
    initialPageParam: null as string | null,
    getNextPageParam: nextCursorOf,
  })
}

export function useMessages(conversationId: string) {
  return useInfiniteQuery(getMessagesQueryOptions(conversationId))
}
