import { useMutation, useQueryClient } from '@tanstack/react-query'
import { apiRequest } from '@/lib/api'
import { appointmentPositions } from '../lib/event-position'
import { invalidateAppointmentQueries } from '../lib/invalidate-appointment-queries'

import type { RescheduleAppointmentRequest } from '@modules/scheduling/contracts/appointment-change-requests'
import type { AppointmentDto } from '@/api/openapi'

export type RescheduleAppointmentInput = { id: string } & RescheduleAppointmentRequest

/** POST /api/appointments/:id/reschedule — another free slot of the same provider, until the cut-off. */
export async function rescheduleAppointment({ id, ...body }: RescheduleAppointmentInput) {
  const response = await apiRequest<AppointmentDto>('POST', `/api/appointments/${encodeURIComponent(id)}/reschedule`, { body })
  appointmentPositions.record(response.headers.get('X-Event-Position'))
  return response.data
}

export function useRescheduleAppointment() {
  const queryClient = useQueryClient()
  return useMutation({
    mutationFn: rescheduleAppointment,
    onSettled: (appointment, _error, input) =>
      invalidateAppointmentQueries(queryClient, { appointmentId: input.id, providerId: appointment?.providerId }),
  })
}
