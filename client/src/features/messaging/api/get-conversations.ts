import { infiniteQueryOptions, queryOptions, useInfiniteQuery, useQuery } from '@tanstack/react-query'
import { api } from '@/lib/api'
import { nextCursorOf, pageParams } from '@/lib/page'
import type { ConversationDetail, ConversationPage } from '@/api/openapi'
import { messagePositions } from '../lib/event-position'

/** Conversations per page of the 'Pesan' list (the server caps any page at 100). */
export const CONVERSATIONS_PAGE_SIZE = 20

/** Every key of this feature starts here: a push or a send invalidates them together. */
export const CONVERSATIONS_QUERY_KEY = ['/api/conversations'] as const

/** GET /api/conversations?q= — my conversations, newest activity first. */
export function getConversationsQueryOptions(q: string) {
  return infiniteQueryOptions({
    queryKey: [...CONVERSATIONS_QUERY_KEY, 'list', q],
    queryFn: ({ pageParam, signal }) =>
      api.get<ConversationPage>(`/api/conversations${pageParams({ limit: CONVERSATIONS_PAGE_SIZE, q: q.trim() }, pageParam)}`, {
        headers: messagePositions.headers(),
        signal,
      }),
    initialPageParam: null as string | null,
    getNextPageParam: nextCursorOf,
  })
}

export function useConversations(q: string) {
  return useInfiniteQuery(getConversationsQueryOptions(q))
}

/** GET /api/conversations/unread — the header badge. */
export function getUnreadMessagesQueryOptions() {
  return queryOptions({
    queryKey: [...CONVERSATIONS_QUERY_KEY, 'unread'],
    queryFn: ({ signal }) =>
      api.get<{ unreadTotal: number; conversations: number }>('/api/conversations/unread', {
        headers: messagePositions.headers(),
        signal,
      }),
  })
}

export function useUnreadMessages(enabled = true) {
  return useQuery({ ...getUnreadMessagesQueryOptions(), enabled })
}

/** GET /api/conversations/:id — the thread's header and whether I may write now. */
export function getConversationQueryOptions(id: string) {
  return queryOptions({
    queryKey: [...CONVERSATIONS_QUERY_KEY, 'detail', id],
    queryFn: ({ signal }) => api.get<ConversationDetail>(`/api/conversations/${id}`, { headers: messagePositions.headers(), signal }),
  })
}

export function useConversation(id: string | undefined) {
  return useQuery({ ...getConversationQueryOptions(id ?? ''), enabled: Boolean(id) })
}
