import { queryOptions, useQuery } from '@tanstack/react-query'
import { api } from '@/lib/api'
import type { AppointmentDto } from '@/api/openapi'

/** GET /api/appointments/:id — 404 for anyone but its patient and provider. */
export function getConsultation(appointmentId: string, signal?: AbortSignal): Promise<AppointmentDto> {
  return api.get<AppointmentDto>(`/api/appointments/${encodeURIComponent(appointmentId)}`, { signal })
}

/** Same key as the appointment everywhere else, so 'appointment.changed' pushes refresh it too. */
export function getConsultationQueryOptions(appointmentId: string) {
  return queryOptions({
    queryKey: ['/api/appointments', appointmentId] as const,
    queryFn: ({ signal }) => getConsultation(appointmentId, signal),
  })
}

export function useConsultation(appointmentId: string) {
  return useQuery(getConsultationQueryOptions(appointmentId))
}
