import { queryOptions, useQuery } from '@tanstack/react-query'
import { api } from '@/lib/api'
import type { ConversationDetail } from '@/api/openapi'
import { CONVERSATIONS_QUERY_KEY } from './get-conversations'

/** Until the booking has opened the pair's conversation (an event consumer does), the screen asks again. */
const RETRY_MS = 3000

/** GET /api/conversations/of-appointment/:appointmentId — the conversation a chat consultation happens in. */
export function getAppointmentConversationQueryOptions(appointmentId: string) {
  return queryOptions({
    queryKey: [...CONVERSATIONS_QUERY_KEY, 'of-appointment', appointmentId],
    queryFn: ({ signal }) => api.get<ConversationDetail>(`/api/conversations/of-appointment/${appointmentId}`, { signal }),
  })
}

export function useAppointmentConversation(appointmentId: string) {
  return useQuery({
    ...getAppointmentConversationQueryOptions(appointmentId),
    refetchInterval: (query) => (query.state.status === 'error' ? RETRY_MS : false),
  })
}
