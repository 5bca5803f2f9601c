import { useMutation, useQueryClient } from '@tanstack/react-query'
import { api } from '@/lib/api'

import { getConsultationQueryOptions } from './get-consultation'
import type { AppointmentDto } from '@/api/openapi'

/** PATCH /api/appointments/:id/status {status: 'COMPLETED'} — the provider ends the session (SessionEnded). */
export function endSession(appointmentId: string) {
  return api.patch<AppointmentDto>(`/api/appointments/${encodeURIComponent(appointmentId)}/status`, {
    status: 'COMPLETED',
  })
}

export function useEndSession() {
  const queryClient = useQueryClient()
  return useMutation({
    mutationFn: endSession,
    onSuccess: (_appointment, appointmentId) =>
      Promise.all([
        queryClient.invalidateQueries({ queryKey: ['/api/appointments'], exact: true }),
        queryClient.invalidateQueries({ queryKey: getConsultationQueryOptions(appointmentId).queryKey }),
      ]),
  })
}
