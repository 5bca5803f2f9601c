import { useMutation, useQueryClient } from '@tanstack/react-query'
import { api } from '@/lib/api'
import type { Message } from '@/api/openapi'
import { CONVERSATIONS_QUERY_KEY } from './get-conversations'

/** POST /api/messages/:id/withdraw — my message, within 5 minutes. */
export function withdrawMessage(messageId: string) {
  return api.post<Message>(`/api/messages/${messageId}/withdraw`)
}

export function useWithdrawMessage() {
  const queryClient = useQueryClient()
  return useMutation({
    mutationFn: withdrawMessage,
    onSettled: () => queryClient.invalidateQueries({ queryKey: CONVERSATIONS_QUERY_KEY }),
  })
}
