import { useMutation, useQueryClient } from '@tanstack/react-query'
import { api } from '@/lib/api'
import type { JoinWaitlistRequest } from '@modules/scheduling/contracts/waitlist'
import { invalidateWaitlistQueries } from '../lib/invalidate-waitlist-queries'
import type { WaitlistEntryDto } from '@/api/openapi'

/** POST /api/waitlist: only for a day without a free slot (the server refuses others with 422). */
export function joinWaitlist(input: JoinWaitlistRequest) {
  return api.post<WaitlistEntryDto>('/api/waitlist', input)
}

export function useJoinWaitlist() {
  const queryClient = useQueryClient()
  return useMutation({ mutationFn: joinWaitlist, onSettled: () => invalidateWaitlistQueries(queryClient) })
}
