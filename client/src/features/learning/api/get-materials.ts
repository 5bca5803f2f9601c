import { queryOptions, useQuery } from '@tanstack/react-query'
import { api } from '@/lib/api'
import type { Material } from '@/api/openapi'

export function getMaterials(signal?: AbortSignal): Promise<Material[]> {
  return api.get<Material[]>('/api/learning/materials', { signal })
}

/** Static content: fetched once per visit. */
export function getMaterialsQueryOptions() {
  return queryOptions({
    queryKey: ['/api/learning/materials'] as const,
    queryFn: ({ signal }) => getMaterials(signal),
    staleTime: Number.POSITIVE_INFINITY,
  })
}

export function useMaterials() {
  return useQuery(getMaterialsQueryOptions())
}
