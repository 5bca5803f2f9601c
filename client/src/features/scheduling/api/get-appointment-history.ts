import { queryOptions, useQuery } from '@tanstack/react-query'
import { api } from '@/lib/api'
import { appointmentPositions } from '../lib/event-position'
import type { AppointmentHistoryDto } from '@/api/openapi'

export function getAppointmentHistory(id: string, signal?: AbortSignal): Promise<AppointmentHistoryDto> {
  return api.get<AppointmentHistoryDto>(`/api/appointments/${encodeURIComponent(id)}/history`, {
    headers: appointmentPositions.headers(),
    signal,
  })
}

/** GET /api/appointments/:id/history — every change of one appointment, oldest first. */
export function getAppointmentHistoryQueryOptions(id: string) {
  return queryOptions({
    queryKey: ['/api/appointments', id, 'history'] as const,
    queryFn: ({ signal }) => getAppointmentHistory(id, signal),
  })
}

export function useAppointmentHistory(id: string | null) {
  return useQuery({ ...getAppointmentHistoryQueryOptions(id ?? ''), enabled: Boolean(id) })
}
