import { queryOptions, useQuery } from '@tanstack/react-query'
import type { CodeSystem } from '@modules/records/contracts/record-coding'
import type { ConceptSummary } from '@/api/openapi'
import { api } from '@/lib/api'

/** One hit of the terminology search: the code and its Indonesian name. */
export type ConceptHit = ConceptSummary

export const TERMINOLOGY_PICKER_LIMIT = 10

/** GET /api/terminology/search?system=&q= — codes of one system by code or name (providers). */
export function getTerminologySearchQueryOptions(system: CodeSystem, q: string) {
  const query = q.trim()
  return queryOptions({
    queryKey: ['/api/terminology/search', system, query],
    queryFn: ({ signal }) =>
      api.get<ConceptHit[]>(
        `/api/terminology/search?system=${system}&q=${encodeURIComponent(query)}&limit=${TERMINOLOGY_PICKER_LIMIT}`,
        { signal }
      ),
    enabled: query.length > 0,
    staleTime: 5 * 60_000,
  })
}

export function useTerminologySearch(system: CodeSystem, q: string) {
  return useQuery(getTerminologySearchQueryOptions(system, q))
}
