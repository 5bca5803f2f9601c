import { queryOptions, useQuery } from '@tanstack/react-query'

import { api } from '@/lib/api'
import type { ClinicSettingsDto } from '@/api/openapi'

/** GET /api/clinic/settings — the clinic's run-time settings (slots, time zone, cut-off, hold, join window). */
export function getClinicSettingsQueryOptions() {
  return queryOptions({
    queryKey: ['/api/clinic/settings'],
    queryFn: () => api.get<ClinicSettingsDto>('/api/clinic/settings'),
    staleTime: 60_000,
  })
}

export function useClinicSettings() {
  return useQuery(getClinicSettingsQueryOptions())
}
