import { queryOptions, useQuery } from '@tanstack/react-query'
import { api } from '@/lib/api'
import { appointmentPositions } from '../lib/event-position'
import type { AppointmentDto } from '@/api/openapi'

export function getAppointment(id: string, signal?: AbortSignal): Promise<AppointmentDto> {
  return api.get<AppointmentDto>(`/api/appointments/${encodeURIComponent(id)}`, {
    headers: appointmentPositions.headers(),
    signal,
  })
}

export function getAppointmentQueryOptions(id: string) {
  return queryOptions({
    queryKey: ['/api/appointments', id] as const,
    queryFn: ({ signal }) => getAppointment(id, signal),
  })
}

export function useAppointment(id: string | null) {
  return useQuery({ ...getAppointmentQueryOptions(id ?? ''), enabled: Boolean(id) })
}
