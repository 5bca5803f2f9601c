import { useMutation, useQueryClient } from '@tanstack/react-query'
import { api } from '@/lib/api'
import type { Message } from '@/api/openapi'
import { CONVERSATIONS_QUERY_KEY } from './get-conversations'

/** POST /api/conversations/:id/messages {text} → the message. */
export function sendMessage({ conversationId, text }: { conversationId: string; text: string }) {
  return api.post<Message>(`/api/conversations/${conversationId}/messages`, { text })
}

export function useSendMessage() {
  const queryClient = useQueryClient()
  return useMutation({
    mutationFn: sendMessage,
    onSettled: () => queryClient.invalidateQueries({ queryKey: CONVERSATIONS_QUERY_KEY }),
  })
}
