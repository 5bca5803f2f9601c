import { queryOptions, useQuery } from '@tanstack/react-query'
import { api } from '@/lib/api'
import type { ProviderScheduleDto } from '@/api/openapi'

/** GET /api/provider/schedule — the signed-in provider's weekly slots and days off ('Jadwal Praktik'). */
export function getProviderScheduleQueryOptions() {
  return queryOptions({
    queryKey: ['/api/provider/schedule'],
    queryFn: ({ signal }) => api.get<ProviderScheduleDto>('/api/provider/schedule', { signal }),
  })
}

export function useProviderSchedule() {
  return useQuery(getProviderScheduleQueryOptions())
}
