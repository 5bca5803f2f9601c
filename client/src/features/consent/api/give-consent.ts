import { useMutation, useQueryClient } from '@tanstack/react-query'
import { api } from '@/lib/api'
import type { ConsentKind } from '@modules/consent/contracts/consent-documents'
import type { ConsentLedgerDto } from '@/api/openapi'
import { consentsKey } from './get-consents'

export type ConsentChange = { entryId: string; status: ConsentLedgerDto['status'] }

/** POST /api/consents {kind, version}: the version of the text the patient was shown. */
export function giveConsent(input: { kind: ConsentKind; version: string }) {
  return api.post<ConsentChange>('/api/consents', input)
}

export function useGiveConsent() {
  const queryClient = useQueryClient()
  return useMutation({
    mutationFn: giveConsent,
    onSettled: () => queryClient.invalidateQueries({ queryKey: consentsKey }),
  })
}
