import { queryOptions, useQuery } from '@tanstack/react-query'
import type { SdkiDetail } from '@/api/openapi'
import { api } from '@/lib/api'

/** GET /api/terminology/sdki/{code}: a nursing diagnosis with its suggested SLKI outcomes and SIKI interventions. */

export function getSdkiDetailQueryOptions(code: string | null) {
  return queryOptions({
    queryKey: ['/api/terminology/sdki', code],
    queryFn: ({ signal }) => api.get<SdkiDetail>(`/api/terminology/sdki/${encodeURIComponent(code ?? '')}`, { signal }),
    enabled: code !== null,
    staleTime: 5 * 60_000,
  })
}

export function useSdkiDetail(code: string | null) {
  return useQuery(getSdkiDetailQueryOptions(code))
}
