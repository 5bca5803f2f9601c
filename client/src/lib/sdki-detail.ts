import { queryOptions, useQuery } from '@tanstack/react-query'
import type { OutcomeExpectation } from '@modules/records/contracts/record-coding'
import { api } from './api'

/** GET /api/terminology/sdki/{code}: a nursing diagnosis with its suggested SLKI outcomes and SIKI interventions. */
export type SdkiSuggestions = {
  system: 'sdki'
  code: string
  display: string
  outcomes: Array<{ system: 'slki'; code: string; display: string; expectation: OutcomeExpectation }>
  interventions: Array<{ system: 'siki'; code: string; display: string }>
}

export function getSdkiDetailQueryOptions(code: string | null) {
  return queryOptions({
    queryKey: ['/api/terminology/sdki', code],
    queryFn: ({ signal }) => api.get<SdkiSuggestions>(`/api/terminology/sdki/${encodeURIComponent(code ?? '')}`, { signal }),
    enabled: code !== null,
    staleTime: 5 * 60_000,
  })
}

export function useSdkiDetail(code: string | null) {
  return useQuery(getSdkiDetailQueryOptions(code))
}
