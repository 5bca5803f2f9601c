import { useMutation, useQueryClient } from '@tanstack/react-query'
import { api } from '@/lib/api'
import { invalidateWaitlistQueries } from '../lib/invalidate-waitlist-queries'
import type { ApiAnswer } from '@/api/answer'

/** DELETE /api/waitlist/:id: leave a waitlist (an open offer of it goes to the next patient). */
export function leaveWaitlist(entryId: string) {
  return api.delete<ApiAnswer<'/api/waitlist/{id}', 'delete'>>(`/api/waitlist/${encodeURIComponent(entryId)}`)
}

export function useLeaveWaitlist() {
  const queryClient = useQueryClient()
  return useMutation({ mutationFn: leaveWaitlist, onSettled: () => invalidateWaitlistQueries(queryClient) })
}
