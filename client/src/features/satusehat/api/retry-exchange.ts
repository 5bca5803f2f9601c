import { useMutation, useQueryClient } from '@tanstack/react-query'
import type { ExchangeQueueItemDto } from '@/api/openapi'
import { api } from '@/lib/api'
import { EXCHANGE_QUEUE_KEY } from './get-exchange-queue'

/** POST /api/admin/fhir-exchange/:id/retry — a failed or withheld entry goes back in the queue. */
export function useRetryExchange() {
  const queryClient = useQueryClient()
  return useMutation({
    mutationFn: (id: string) => api.post<ExchangeQueueItemDto>(`/api/admin/fhir-exchange/${id}/retry`, {}),
    onSettled: () => queryClient.invalidateQueries({ queryKey: EXCHANGE_QUEUE_KEY }),
  })
}
