import { useMutation, useQueryClient } from '@tanstack/react-query'
import { apiRequest } from '@/lib/api'
import type { AppointmentDto } from '@modules/scheduling/contracts/appointment-dto'
import type { CancelAppointmentRequestInput } from '@modules/scheduling/contracts/appointment-change-requests'
import { appointmentPositions } from '../lib/event-position'
import { invalidateAppointmentQueries } from '../lib/invalidate-appointment-queries'

export type CancelAppointmentInput = { id: string } & CancelAppointmentRequestInput

/** POST /api/appointments/:id/cancel — a patient (until the cut-off) or the provider (reason required). */
export async function cancelAppointment({ id, reason }: CancelAppointmentInput) {
  const response = await apiRequest<AppointmentDto>('POST', `/api/appointments/${encodeURIComponent(id)}/cancel`, {
    body: { reason },
  })
  appointmentPositions.record(response.headers.get('X-Event-Position'))
  return response.data
}

export function useCancelAppointment() {
  const queryClient = useQueryClient()
  return useMutation({
    mutationFn: cancelAppointment,
    onSuccess: (appointment, input) =>
      invalidateAppointmentQueries(queryClient, { appointmentId: input.id, providerId: appointment?.providerId }),
  })
}
