import { useMutation, useQueryClient } from '@tanstack/react-query'
import { apiRequest } from '@/lib/api'
import { appointmentPositions } from '../lib/event-position'
import { invalidateAppointmentQueries } from '../lib/invalidate-appointment-queries'
import type { AppointmentDto } from '@/api/openapi'

export type UpdateAppointmentStatusInput = { id: string; status: 'CANCELLED' | 'COMPLETED' }

export async function updateAppointmentStatus({ id, status }: UpdateAppointmentStatusInput) {
  const response = await apiRequest<AppointmentDto>('PATCH', `/api/appointments/${encodeURIComponent(id)}/status`, {
    body: { status },
  })
  appointmentPositions.record(response.headers.get('X-Event-Position'))
  return response.data
}

export function useUpdateAppointmentStatus() {
  const queryClient = useQueryClient()
  return useMutation({
    mutationFn: updateAppointmentStatus,
    onSuccess: (appointment, input) =>
      invalidateAppointmentQueries(queryClient, { appointmentId: input.id, providerId: appointment?.providerId }),
  })
}
