import { queryOptions, useQuery } from '@tanstack/react-query'
import { api } from '@/lib/api'
import { appointmentPositions } from '../lib/event-position'
import type { Appointment } from '../types'

/** The signed-in patient's or provider's appointments (server-side scoped). */
export function getAppointments(signal?: AbortSignal): Promise<Appointment[]> {
  return api.get<Appointment[]>('/api/appointments', { headers: appointmentPositions.headers(), signal })
}

/** Also the prefix of every single-appointment key, so invalidating it refreshes both. */
export function getAppointmentsQueryOptions() {
  return queryOptions({
    queryKey: ['/api/appointments'] as const,
    queryFn: ({ signal }) => getAppointments(signal),
  })
}

export function useAppointments() {
  return useQuery(getAppointmentsQueryOptions())
}
