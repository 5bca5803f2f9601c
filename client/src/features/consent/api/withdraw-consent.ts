import { useMutation, useQueryClient } from '@tanstack/react-query'
import { api } from '@/lib/api'
import type { ConsentChange } from './give-consent'
import { consentsKey } from './get-consents'

/** POST /api/consents/:id/withdraw: effective at once. */
export function withdrawConsent(entryId: string) {
  return api.post<ConsentChange>(`/api/consents/${encodeURIComponent(entryId)}/withdraw`)
}

export function useWithdrawConsent() {
  const queryClient = useQueryClient()
  return useMutation({
    mutationFn: withdrawConsent,
    onSettled: () => queryClient.invalidateQueries({ queryKey: consentsKey }),
  })
}
