import { useMutation, useQueryClient } from '@tanstack/react-query'
import { api } from '@/lib/api'
import { invalidateWaitlistQueries } from '../lib/invalidate-waitlist-queries'
import type { ApiAnswer } from '@/api/answer'

/** POST /api/waitlist/offers/:id/decline: let the held slot go to the next patient now. */
export function declineWaitlistOffer(offerId: string) {
  return api.post<ApiAnswer<'/api/waitlist/offers/{id}/decline', 'post'>>(
    `/api/waitlist/offers/${encodeURIComponent(offerId)}/decline`,
    {}
  )
}

export function useDeclineWaitlistOffer() {
  const queryClient = useQueryClient()
  return useMutation({ mutationFn: declineWaitlistOffer, onSettled: () => invalidateWaitlistQueries(queryClient) })
}
