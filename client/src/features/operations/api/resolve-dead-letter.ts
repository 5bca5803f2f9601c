import { useMutation, useQueryClient } from '@tanstack/react-query'
import type { DeadLetterDetailDto, RetryAllDto } from '@/api/openapi'
import { api } from '@/lib/api'
import { invalidateOperations } from '../lib/invalidate-operations'

/** POST /api/admin/dead-letters/{id}/retry — the consumer applies the event again (409 when it refuses it). */
export function useRetryDeadLetter() {
  const queryClient = useQueryClient()
  return useMutation({
    mutationFn: (id: string) => api.post<DeadLetterDetailDto>(`/api/admin/dead-letters/${id}/retry`),
    onSettled: () => invalidateOperations(queryClient),
  })
}

/** POST /api/admin/dead-letters/{id}/discard { reason } — never applied; the reason is audited. */
export function useDiscardDeadLetter() {
  const queryClient = useQueryClient()
  return useMutation({
    mutationFn: ({ id, reason }: { id: string; reason: string }) =>
      api.post<DeadLetterDetailDto>(`/api/admin/dead-letters/${id}/discard`, { reason }),
    onSettled: () => invalidateOperations(queryClient),
  })
}

/** POST /api/admin/dead-letters/retry-all { consumer } — every open dead letter of one consumer. */
export function useRetryAllDeadLetters() {
  const queryClient = useQueryClient()
  return useMutation({
    mutationFn: (consumer: string) => api.post<RetryAllDto>('/api/admin/dead-letters/retry-all', { consumer }),
    onSettled: () => invalidateOperations(queryClient),
  })
}
