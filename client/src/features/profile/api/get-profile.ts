import { queryOptions, useQuery } from '@tanstack/react-query'

import { api } from '@/lib/api'
import type { OwnProfileDto } from '@/api/openapi'

/** GET /api/profile — the signed-in patient's or provider's own profile. */
export function getProfileQueryOptions() {
  return queryOptions({
    queryKey: ['/api/profile'],
    queryFn: () => api.get<OwnProfileDto>('/api/profile'),
  })
}

export function useProfile({ enabled = true }: { enabled?: boolean } = {}) {
  return useQuery({ ...getProfileQueryOptions(), enabled })
}
