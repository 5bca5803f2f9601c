import { queryOptions, useQuery } from '@tanstack/react-query'
import { api } from '@/lib/api'
import { appointmentPositions } from '../lib/event-position'
import type { AppointmentOverview } from '@/api/openapi'

/** Counts, the next upcoming and the latest appointments of the signed-in patient or provider. */
export function getAppointmentOverview(signal?: AbortSignal): Promise<AppointmentOverview> {
  return api.get<AppointmentOverview>('/api/appointments/overview', { headers: appointmentPositions.headers(), signal })
}

export function getAppointmentOverviewQueryOptions() {
  return queryOptions({
    queryKey: ['/api/appointments/overview'] as const,
    queryFn: ({ signal }) => getAppointmentOverview(signal),
  })
}

export function useAppointmentOverview() {
  return useQuery(getAppointmentOverviewQueryOptions())
}
