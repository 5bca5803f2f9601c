import { useMutation, useQueryClient } from '@tanstack/react-query'
import { api } from '@/lib/api'
import { CONVERSATIONS_QUERY_KEY } from './get-conversations'

/** POST /api/conversations/:id/read {upTo} — I have seen the thread up to this message. */
export function markConversationRead({ conversationId, upTo }: { conversationId: string; upTo: string }) {
  return api.post<{ readSeq: number }>(`/api/conversations/${conversationId}/read`, { upTo })
}

export function useMarkConversationRead() {
  const queryClient = useQueryClient()
  return useMutation({
    mutationFn: markConversationRead,
    onSuccess: () => {
      void queryClient.invalidateQueries({ queryKey: [...CONVERSATIONS_QUERY_KEY, 'list'] })
      void queryClient.invalidateQueries({ queryKey: [...CONVERSATIONS_QUERY_KEY, 'unread'] })
    },
  })
}

/** POST /api/conversations/:id/typing — tells the other side's open tabs (not stored). */
export function sendTyping(conversationId: string) {
  return api.post<null>(`/api/conversations/${conversationId}/typing`)
}
