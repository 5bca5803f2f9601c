import { useMutation, useQueryClient } from '@tanstack/react-query'
import { api } from '@/lib/api'
import { invalidateWaitlistQueries } from '../lib/invalidate-waitlist-queries'

/** DELETE /api/waitlist/:id: leave a waitlist (an open offer of it goes to the next patient). */
export function leaveWaitlist(entryId: string) {
  return api.delete<{ id: string; status: string }>(`/api/waitlist/${encodeURIComponent(entryId)}`)
}

export function useLeaveWaitlist() {
  const queryClient = useQueryClient()
  return useMutation({ mutationFn: leaveWaitlist, onSettled: () => invalidateWaitlistQueries(queryClient) })
}
